// The API tests' environment: jest's node environment plus one pool of migrated in-memory PGlite
// databases and one of PostgreSQL databases per jest worker, kept across test files. Starting a PGlite from the template costs a
// second or two; emptying one that a finished file gave back costs milliseconds (helpers.ts).
// The databases are opened here, outside the test files' sandboxes, so a file that ends takes
// nothing with it that the next file's database needs.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { TestEnvironment } from 'jest-environment-node';
import { pgliteMemoryStartParams } from '../src/db/client';
import {
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

// An idle PGlite keeps the process alive (jest would not exit after a run in band): the pool
// closes them when no file has started for a moment, as after the worker's last file. Armed when a
// file gives one back and again when any file ends, so a last file that used no database (whose
// setup stopped the timer) does not leave the run hanging.
const IDLE_CLOSE_MS = 500;
let idleTimer: NodeJS.Timeout | undefined;

function closeIdleSoon(): void {
  clearTimeout(idleTimer);
  if (!idle.length) return;
  idleTimer = setTimeout(() => void Promise.all(idle.splice(0).map((c) => c.close())), IDLE_CLOSE_MS);
  idleTimer.unref();
}

const pool: PglitePool = {
  take: async () => {
    clearTimeout(idleTimer);
    return idle.pop() ?? open();
  },
  give: (client) => {
    idle.push(client);
    closeIdleSoon();
  },
};

// Emptied PostgreSQL databases of this worker, by name; globalTeardown drops them with the template.
const idlePostgres: string[] = [];
const postgresPool: PostgresPool = {
  take: () => idlePostgres.pop(),
  give: (name) => void idlePostgres.push(name),
};

export default class ApiTestEnvironment extends TestEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    clearTimeout(idleTimer); // the next file may take them
    this.global[PGLITE_POOL_GLOBAL] = pool;
    this.global[POSTGRES_POOL_GLOBAL] = postgresPool;
  }

  override async teardown(): Promise<void> {
    closeIdleSoon();
    await super.teardown();
  }
}
