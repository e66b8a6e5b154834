import { fetcher } from '@pgportal/contracts/api';
import useSWR from 'swr';

export const HEALTH_KEY = '/health';

export interface Health {
  /** 'outbox' when no mail server is set up and mails are written to data/outbox/. */
  mail?: 'outbox' | 'smtp';
}

/** GET /api/v1/health, read quietly: a failure only hides the development note. */
export function useHealth() {
  return useSWR<Health>(HEALTH_KEY, fetcher<Health>, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** True when sign-in codes go to the outbox rather than to real mail. */
export function useMailOutbox(): boolean {
  const { data } = useHealth();
  return data?.mail === 'outbox';
}
