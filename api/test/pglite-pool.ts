// What the API tests' environment (environment.ts) hands each test file: the worker's pool of
// migrated in-memory PGlite databases, on the file's global object under this name.
import type { PGlite } from '@electric-sql/pglite';

export interface PglitePool {
  /** an emptied database a finished file gave back, or a new copy of the migrated template */
  take: () => Promise<PGlite>;
  /** for the next file of this worker: the caller has emptied it */
  give: (client: PGlite) => void;
}

export const PGLITE_POOL_GLOBAL = 'pgportalPglitePool';
