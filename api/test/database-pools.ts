// What the API tests' environment (environment.ts) hands each test file: the worker's pools of
// migrated databases, on the file's global object under these names. A file gives back the
// databases of its apps emptied (helpers.ts), so the worker's next file starts from a fresh copy
// without paying for one.
import type { PGlite } from '@electric-sql/pglite';

export interface PglitePool {
  /** an emptied database a finished file gave back, or a new copy of the migrated template */
  take: () => Promise<PGlite>;
  /** for the next file of this worker: the caller has emptied it */
  give: (client: PGlite) => void;
}

/** PostgreSQL databases by name: nothing stays connected between files. */
export interface PostgresPool {
  /** the name of an emptied database a finished file gave back, if any */
  take: () => string | undefined;
  /** for the next file of this worker: the caller has emptied it and closed its connections */
  give: (name: string) => void;
}

export const PGLITE_POOL_GLOBAL = 'pgportalPglitePool';
export const POSTGRES_POOL_GLOBAL = 'pgportalPostgresPool';

/** On globalThis of the process that ran the files: closes its idle PGlites (globalTeardown, in band). */
export const CLOSE_IDLE_PGLITES = Symbol.for('pgportal.closeIdlePglites');
