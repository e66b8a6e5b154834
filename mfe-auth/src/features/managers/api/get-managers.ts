import { API } from '@pgportal/contracts/api-paths';
import type { User } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /user/all-users: the staff accounts (SUPER_ADMIN only). */
export const MANAGERS_PATH = API.user.all;

export function useManagers() {
  return useApiQuery<User[]>(MANAGERS_PATH);
}
