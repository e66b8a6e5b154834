// The retention job (issue 45): erases the personal data that is due (erase.ts) now and every
// hour, one run at a time (services/run-every.ts). Every server may run it: each tenant is erased
// in a transaction that locks them and checks again, so a tenant is erased once.
import { runEvery } from '../run-every';
import { erasePersonalData, type ErasureDeps } from './erase';

export function scheduleErasure(
  deps: ErasureDeps & { log?: { error: (object: unknown, message: string) => void } },
  everyMs = 3_600_000,
) {
  return runEvery(
    () => erasePersonalData(deps),
    everyMs,
    (error) =>
      deps.log?.error({ err: error }, 'The erasure of personal data past its retention period failed'),
  );
}
