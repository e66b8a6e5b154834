import { API } from '@pgportal/contracts/api-paths';
import { useApiQuery } from '@pgportal/ui/data';

export const HEALTH_PATH = API.health;

export interface Health {
  /** 'outbox' when no mail server is set up and mails are written to data/outbox/. */
  mail?: 'outbox' | 'smtp';
}

/** GET /api/v1/health, read quietly: a failure only hides the development note. */
export function useHealth() {
  return useApiQuery<Health>(HEALTH_PATH, undefined, {
    toastErrors: false,
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
