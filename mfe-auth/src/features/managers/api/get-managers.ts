import { errorMessage, fetcher } from '@pgportal/contracts/api';
import { notify } from '@pgportal/ui/toast';
import type { User } from '@pgportal/contracts/types';
import useSWR from 'swr';

/** GET /user/all-users: the staff accounts (SUPER_ADMIN only). */
export const MANAGERS_KEY = '/user/all-users';

export function useManagers() {
  return useSWR<User[]>(MANAGERS_KEY, fetcher<User[]>, {
    onError: (error: unknown) => notify.error(errorMessage(error)),
  });
}
