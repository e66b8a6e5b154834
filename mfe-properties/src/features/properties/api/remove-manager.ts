import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Property } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { PROPERTY_PATH } from './get-property';

/** DELETE /property/{propertyId}/managers/{managerId} (admins): the manager loses the property at once. */
export const useRemoveManager = () =>
  useApiMutation({
    request: ({ propertyId, managerId }: { propertyId: string; managerId: string }) =>
      request<Property>(API.property.removeManager(propertyId, managerId), { method: 'DELETE' }),
    successMessage: MESSAGES.managerRemoved,
    revalidates: [PROPERTY_PATH, API.user.all],
  });
