// Opens the database: PGlite in DATA_DIR/pglite by default, PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

/**
 * What a service runs its queries on: the database, or the transaction its caller opened. A
 * service that may run inside a transaction takes it as its first argument and uses nothing else:
 * on PGlite (one connection) a query on the outer `db` inside `db.transaction()` waits forever,
 * and on PostgreSQL it runs on another connection, outside the transaction.
 */
export type Executor = Db | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the migrations of src/db/migrations that this database has not seen yet. */
  migrate: () => Promise<void>;
  /** Closes the connection(s) and releases the data-directory lock, if any. */
  close: () => Promise<void>;
}

const MIGRATIONS = { migrationsFolder: join(__dirname, 'migrations') };
/** Any constant: servers starting together on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 7_316_202_501;

// Drivers load on demand: a server on PostgreSQL never loads PGlite, and the other way round.

// shared_buffers 16MB: about 285 MB RSS instead of 400 at the same speed (STACK-NOTES).
const PGLITE_TUNING = { shared_buffers: '16MB' };

/** PGlite's start parameters in memory (tests): PGlite's own fsync=off, with our buffer size. */
export function pgliteMemoryStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', `shared_buffers=${PGLITE_TUNING.shared_buffers}`];
}

/**
 * PGlite on a folder, or in memory when `dataDir` is undefined (tests). `loadDataDir`: start from
 * a tarball of another PGlite's data directory (`dumpDataDir()`), as the tests' migrated template.
 * `durability`: 'durable' (the default on a folder) syncs every commit to the disk; 'none' (the
 * default in memory) is PGlite's own fsync=off, which `npm run bench` measures against it.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob; durability?: 'durable' | 'none' } = {},
): Promise<Database & { dumpDataDir: () => Promise<Blob> }> {
  const [{ PGlite }, { pg_trgm }, { DURABLE_SETTINGS, DurableNodeFS, fsyncTree, startParamsWith }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('./pglite-durable'),
    ]);
  // On disk: crash-safe (pglite-durable.ts, docs/operations.md). In memory (tests) PGlite's own
  // fsync=off stays: there is no disk to sync to, and the data dies with the process anyway.
  const durability = options.durability ?? (dataDir ? 'durable' : 'none');
  const startParams =
    durability === 'durable'
      ? startParamsWith(PGlite.defaultStartParams, { ...DURABLE_SETTINGS, ...PGLITE_TUNING })
      : pgliteMemoryStartParams(PGlite.defaultStartParams);
  const created = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({
    ...(dataDir && durability === 'durable' ? { fs: new DurableNodeFS(dataDir) } : { dataDir }),
    startParams,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (dataDir && created && durability === 'durable') fsyncTree(dataDir);
  return pgliteDatabase(client);
}

/** The Database on an open PGlite: the API tests' pool opens them beforehand (test/environment.ts). */
export async function pgliteDatabase(
  client: PGlite,
): Promise<Database & { dumpDataDir: () => Promise<Blob> }> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, MIGRATIONS),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const [{ Pool }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString, max: 10 });
  // An idle connection the server closes (restart, failover, DROP DATABASE) must not crash the
  // process: the pool drops it and the next query opens a new one.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  // Fail now with the server's own message rather than at the first request.
  const connection = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  connection.release();
  const migrate = async () => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client }), MIGRATIONS);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    migrate,
    close: () => pool.end(),
  };
}

/**
 * The database of a server: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite
 * guarded by DATA_DIR/pglite.lock so that a second server cannot open the same folder.
 */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(join(config.dataDir, 'pglite'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
