import { API } from '@pgportal/contracts/api-paths';
import type { WaitingAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** Every read of what waits lives under it: a decision revalidates them (and the shell's badges). */
export const WAITING_PATH = API.waiting.prefix;

/**
 * GET /waiting/ (issue 42): of the current property (the same key as the navigation's badges), or
 * of every property the person runs.
 */
export const useWaiting = (scope: 'current' | 'all') =>
  useApiQuery<WaitingAnswer>(API.waiting.list(), scope === 'all' ? { scope } : undefined);
