// The API tests' environment: jest's node environment plus one pool of migrated in-memory PGlite
// databases and one of PostgreSQL databases per jest worker, kept across test files. Starting a
// PGlite from the template costs a second or two of CPU; emptying one that a finished file gave
// back costs milliseconds (helpers.ts).
// The databases are opened here, outside the test files' sandboxes, so a file that ends takes
// nothing with it that the next file's database needs.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { TestEnvironment } from 'jest-environment-node';
import { pgliteMemoryStartParams } from '../src/db/client';
import {
  CLOSE_IDLE_PGLITES,
  PGLITE_POOL_GLOBAL,
  POSTGRES_POOL_GLOBAL,
  type PglitePool,
  type PostgresPool,
} from './database-pools';
import { PGLITE_TEMPLATE_ENV } from './template-database';

const idle: PGlite[] = [];
let template: Promise<Blob> | undefined;

async function open(): Promise<PGlite> {
  const tarball = process.env[PGLITE_TEMPLATE_ENV];
  if (!tarball) throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: the API tests' globalSetup makes it`);
  template ??= readFile(tarball).then((bytes) => new Blob([bytes]));
  return PGlite.create({
    loadDataDir: await template,
    startParams: pgliteMemoryStartParams(PGlite.defaultStartParams),
    extensions: { pg_trgm },
  });
}

// An idle PGlite keeps a process alive. A worker's are ended with the worker; in a run in band
// (one process) globalTeardown closes them (CLOSE_IDLE_PGLITES). Never on a timer: the gap between
// two files of a loaded worker outlasted one, and every file paid for a new PGlite.
const pool: PglitePool = {
  take: async () => idle.pop() ?? open(),
  give: (client) => void idle.push(client),
};
(globalThis as Record<symbol, unknown>)[CLOSE_IDLE_PGLITES] = () =>
  Promise.all(idle.splice(0).map((client) => client.close()));

// Emptied PostgreSQL databases of this worker, by name; globalTeardown drops them with the template.
const idlePostgres: string[] = [];
const postgresPool: PostgresPool = {
  take: () => idlePostgres.pop(),
  give: (name) => void idlePostgres.push(name),
};

export default class ApiTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    this.global[PGLITE_POOL_GLOBAL] = pool;
    this.global[POSTGRES_POOL_GLOBAL] = postgresPool;
  }
}
