// The database part of a backup: pg_dump / pg_restore for PostgreSQL, PGlite's own data-directory
// tarball for the embedded database. A restore goes into an empty database only.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { openPglite, openPostgres } from '../db/client';
import { acquireDataDirLock } from '../db/lock';

export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'pglite.tar';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(`${command} could not start (${error.message}): install the PostgreSQL client tools.`),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** Rows per table of the public schema, by table name. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    const [row] = await rowsOf<{ n: string | number }>(sql.raw(`select count(*) as n from "${name}"`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Opens the configured database for a backup or a restore (PGlite: only while no server uses it). */
async function withDatabase<T>(
  config: Config,
  work: (db: Db, pglite?: { dump: () => Promise<Blob> }) => Promise<T>,
  load?: Blob,
) {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(join(config.dataDir, 'pglite'), load ? { loadDataDir: load } : {});
    try {
      return await work(database.db, { dump: database.dumpDataDir });
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

/** Writes the database into `folder`; answers its row counts. */
export async function dumpDatabase(config: Config, folder: string) {
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(folder, POSTGRES_DUMP)}`,
      config.databaseUrl,
    ]);
    return withDatabase(config, (db) => countRows(db));
  }
  return withDatabase(config, async (db, pglite) => {
    const tarball = await pglite!.dump();
    await writeFile(join(folder, PGLITE_DUMP), Buffer.from(await tarball.arrayBuffer()));
    return countRows(db);
  });
}

/** Loads the database of `folder` into the configured one, which must be empty; answers its row counts. */
export async function loadDatabase(config: Config, folder: string, kind: 'postgres' | 'pglite') {
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== target) {
    throw new Error(
      `This backup holds a ${kind} database; set ${kind === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it.`,
    );
  }
  if (config.databaseUrl) {
    const tables = await withDatabase(config, (db) => countRows(db));
    if (Object.keys(tables).length > 0) {
      throw new Error(
        'The database DATABASE_URL names is not empty: create a new database and restore into it.',
      );
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      join(folder, POSTGRES_DUMP),
    ]);
    return withDatabase(config, (db) => countRows(db));
  }
  const dataFolder = join(config.dataDir, 'pglite');
  if (existsSync(dataFolder) && readdirSync(dataFolder).length > 0) {
    throw new Error(`${dataFolder} already holds a database: restore into an empty DATA_DIR.`);
  }
  const tarball = new Blob([await readFile(join(folder, PGLITE_DUMP))]);
  return withDatabase(config, (db) => countRows(db), tarball);
}
