import { api } from '@pgportal/contracts/api';

export const MANAGER_DELETED = 'Manager Deleted Successfully';

/** DELETE /user/delete/{id}: a soft delete that also ends the manager's sessions. */
export function deleteManager(id: string): Promise<unknown> {
  return api.delete<unknown>(`/user/delete/${encodeURIComponent(id)}`);
}
