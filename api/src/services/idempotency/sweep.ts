// The hourly sweep of Idempotency-Keys older than 24 hours. A key that old is already treated as
// new when it comes again (keys.ts); the sweep only keeps the table small. Deleting twice is
// harmless, so every server runs it.
import type { Db } from '../../db/client';
import { runEvery } from '../run-every';
import { deleteExpiredKeys } from './keys';

export interface KeySweepDeps {
  db: Db;
  log?: { error: (object: unknown, message: string) => void };
}

/** Runs the sweep now and then every `everyMs` (an hour), one run at a time (services/run-every.ts). */
export function scheduleIdempotencyKeySweep(deps: KeySweepDeps, everyMs = 3_600_000) {
  return runEvery(
    () => deleteExpiredKeys(deps.db),
    everyMs,
    (error) => deps.log?.error({ err: error }, 'The sweep of expired Idempotency-Keys failed'),
  );
}
