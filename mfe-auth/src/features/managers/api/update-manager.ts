import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { MANAGERS_PATH } from './get-managers';
import { managerFormData } from './manager-form-data';
import type { ManagerFields } from './manager-form-data';
import { MESSAGES } from '@pgportal/contracts/messages';

export const MANAGER_UPDATED = MESSAGES.managerUpdated;

/** PUT /user/update-profile/{id} (multipart). The e-mail cannot be changed, so it is not sent. */
export function updateManager({ id, ...fields }: Omit<ManagerFields, 'email'> & { id: string }) {
  return request<User>(API.user.update(id), {
    method: 'PUT',
    body: managerFormData(fields),
  });
}

export const useUpdateManager = () =>
  useApiMutation({ request: updateManager, successMessage: MANAGER_UPDATED, revalidates: [MANAGERS_PATH] });
