import { CLOSE_IDLE_PGLITES } from './database-pools';
import { tearDownTemplates } from './template-database';

/** Drops the templates and their copies; in a run in band, also closes the pool's idle PGlites. */
export default async function globalTeardown(): Promise<void> {
  const closeIdle = (globalThis as Record<symbol, unknown>)[CLOSE_IDLE_PGLITES] as
    (() => Promise<unknown>) | undefined;
  await closeIdle?.();
  await tearDownTemplates();
}
