import { API } from '@pgportal/contracts/api-paths';
import type { User } from '@pgportal/contracts/types';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** GET /user/all-users: the staff accounts (SUPER_ADMIN only). */
export const MANAGERS_PATH = API.user.all;

/** One page of the staff accounts (a large operator has hundreds: never all at once, issue 43). */
export function useManagers(page: number) {
  return usePagedQuery<User>(MANAGERS_PATH, { page, limit: PAGE_SIZE });
}
