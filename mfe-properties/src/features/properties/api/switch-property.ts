import { API, API_PREFIXES } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { User } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { useApiMutation } from '@pgportal/ui/data';

/**
 * PATCH /property/set-current-property/{id} (the list's Switch, admins): the session's user follows at
 * once and every open view reloads for the new current property.
 */
export function useSwitchProperty() {
  const signedInAsStaff = useSession((state) => state.signedInAsStaff);
  const mutation = useApiMutation({
    request: (id: string) => request<User>(API.property.setCurrent(id), { method: 'PATCH' }),
    successMessage: MESSAGES.propertySwitched,
    revalidates: Object.values(API_PREFIXES),
  });
  return {
    ...mutation,
    trigger: async (id: string) => {
      const result = await mutation.trigger(id);
      if (result.ok && result.data) signedInAsStaff(result.data);
      return result;
    },
  };
}
