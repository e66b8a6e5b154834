import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { User } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { useApiMutation } from '@pgportal/ui/data';
import { PROPERTY_PATH } from './get-property';

/** PATCH /property/set-current-property/{id} (SUPER_ADMIN): the session's user follows at once. */
export function useSwitchProperty() {
  const signedInAsStaff = useSession((state) => state.signedInAsStaff);
  const mutation = useApiMutation({
    request: (id: string) => request<User>(API.property.setCurrent(id), { method: 'PATCH' }),
    successMessage: MESSAGES.propertySwitched,
    revalidates: [PROPERTY_PATH, API.stats.prefix, API.complaint.prefix],
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
