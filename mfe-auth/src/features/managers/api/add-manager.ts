import { api } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';
import { managerFormData } from './manager-form-data';
import type { ManagerFields } from './manager-form-data';

export const MANAGER_ADDED = 'Manager Added Successfully';

/** POST /user/add (multipart): the new manager is e-mailed a verification link. */
export function addManager(fields: ManagerFields & { email: string }): Promise<User> {
  return api.post<User>('/user/add', managerFormData(fields));
}
