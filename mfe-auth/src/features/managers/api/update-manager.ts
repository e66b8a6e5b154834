import { api } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';
import { managerFormData } from './manager-form-data';
import type { ManagerFields } from './manager-form-data';

export const MANAGER_UPDATED = 'Manager Details Updated Successfully';

/** PUT /user/update-profile/{id} (multipart). The e-mail cannot be changed, so it is not sent. */
export function updateManager(id: string, fields: Omit<ManagerFields, 'email'>): Promise<User> {
  return api.put<User>(`/user/update-profile/${encodeURIComponent(id)}`, managerFormData(fields));
}
