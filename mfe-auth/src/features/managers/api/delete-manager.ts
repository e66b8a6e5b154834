import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { useApiMutation } from '@pgportal/ui/data';
import { MANAGERS_PATH } from './get-managers';
import { MESSAGES } from '@pgportal/contracts/messages';

export const MANAGER_DELETED = MESSAGES.managerDeleted;

/** DELETE /user/delete/{id}: a soft delete that also ends the manager's sessions. */
export function deleteManager(id: string) {
  return request<null>(API.user.delete(id), { method: 'DELETE' });
}

export const useDeleteManager = () =>
  useApiMutation({ request: deleteManager, successMessage: MANAGER_DELETED, revalidates: [MANAGERS_PATH] });
