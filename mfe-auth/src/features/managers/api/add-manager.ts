import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { User } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { MANAGERS_PATH } from './get-managers';
import { managerFormData } from './manager-form-data';
import type { ManagerFields } from './manager-form-data';
import { MESSAGES } from '@pgportal/contracts/messages';

export const MANAGER_ADDED = MESSAGES.managerAdded;

/** POST /user/add (multipart): the new manager is e-mailed a verification link. */
export function addManager(fields: ManagerFields & { email: string }) {
  return request<User>(API.user.add, { method: 'POST', body: managerFormData(fields) });
}

export const useAddManager = () =>
  useApiMutation({
    request: addManager,
    successMessage: MANAGER_ADDED,
    revalidates: [MANAGERS_PATH],
  });
