// Test harness: the app on in-memory PGlite and, when TEST_DATABASE_URL is set, on a fresh
// PostgreSQL database per test file, each a copy of the run's migrated template
// (template-database.ts). Codes and links are read from the outbox in a temp DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config, type Env } from '../src/config';
import { openPglite, openPostgres, pgliteDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed';
import type { Mailer } from '../src/mail/mailer';
import { eq, sql } from 'drizzle-orm';
import { tenants, users, type SubjectKind } from '../src/db/schema';
import { createSession } from '../src/services/auth/sessions';
import {
  PGLITE_POOL_GLOBAL,
  POSTGRES_POOL_GLOBAL,
  type PglitePool,
  type PostgresPool,
} from './database-pools';
import { copyName, databaseUrl, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './template-database';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** a fresh copy of the migrated template */
  open: () => Promise<Database>;
  /** a fresh database with no migration applied (dropped when closed) */
  openEmpty: () => Promise<Database>;
  /** a migrated database as fresh as open()'s, taken from the worker's pool and given back emptied */
  openPooled: () => Promise<Database>;
}

/**
 * Empties every table and restarts its sequences: the database is as freshly migrated. Triggers are
 * off for it (the audit log refuses deletes, change notifications have no listener here). DELETE,
 * not TRUNCATE: a test's few rows go in milliseconds, where PostgreSQL's TRUNCATE makes every table's
 * files anew (a third of a second for all of them).
 */
const EMPTY_TABLES = sql.raw(`DO $$ DECLARE item record; BEGIN
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('DELETE FROM %I', item.tablename);
  END LOOP;
  FOR item IN SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' LOOP
    EXECUTE format('ALTER SEQUENCE %I RESTART', item.sequencename);
  END LOOP;
END $$`);

/**
 * The worker's pools of migrated databases (environment.ts): a new PGlite from the template costs a
 * second or two and a PostgreSQL copy about as much to make and drop, emptying one that an earlier
 * app or file gave back milliseconds. Only createTestApp's databases go back, never one a test
 * opened itself. Outside jest's environment (no pools) each app has a fresh database.
 */
const pools = globalThis as unknown as Record<string, unknown>;
const pglitePool = pools[PGLITE_POOL_GLOBAL] as PglitePool | undefined;
const postgresPool = pools[POSTGRES_POOL_GLOBAL] as PostgresPool | undefined;

/** Empties a database for the next file; false when that failed (a transaction held open, a table dropped). */
async function emptied(database: Database, { vacuum = false } = {}): Promise<boolean> {
  try {
    await database.db.execute(EMPTY_TABLES);
    // PGlite has no autovacuum: without this, a worker's hundredth file would read past the rows
    // of the ninety-nine before it (tens of milliseconds; PostgreSQL's autovacuum does it there).
    if (vacuum) await database.db.execute(sql`VACUUM`);
    return true;
  } catch {
    return false;
  }
}

const pglite: TestDatabase = {
  name: 'pglite',
  open: async () => {
    // Without the template (a test run outside jest's globalSetup) migrate from scratch.
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (!template) {
      const database = await openPglite();
      await database.migrate();
      return database;
    }
    return openPglite(undefined, { loadDataDir: new Blob([await readFile(template)]) });
  },
  openEmpty: () => openPglite(),
  openPooled: async () => {
    if (!pglitePool) return pglite.open();
    const client = await pglitePool.take();
    const database = await pgliteDatabase(client);
    const close = async () => {
      if (await emptied(database, { vacuum: true })) pglitePool.give(client);
      else await client.close(); // left unusable: not reused
    };
    return { ...database, close };
  },
};

/** Fresh databases on the TEST_DATABASE_URL server, dropped when closed (or pooled: openPooled). */
function postgres(adminUrl: string): TestDatabase {
  const drop = async (name: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  const create = async (migrated: boolean): Promise<{ name: string; database: Database }> => {
    const template = migrated ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
    const name = template ? copyName(template) : `pgportal_t_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      // A test database dies with its run: its commits need not wait for the disk.
      await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
      // A wait on a lock or a transaction left open fails the test with PostgreSQL's own message
      // (naming the statement), well before jest's timeout would end it without a word.
      await admin.query(`ALTER DATABASE ${name} SET lock_timeout = '60s'`);
      await admin.query(`ALTER DATABASE ${name} SET idle_in_transaction_session_timeout = '120s'`);
    } finally {
      await admin.end();
    }
    const database = await openPostgres(databaseUrl(adminUrl, name));
    if (migrated && !template) await database.migrate();
    return { name, database };
  };
  const dropped = async (migrated: boolean): Promise<Database> => {
    const { name, database } = await create(migrated);
    return { ...database, close: () => database.close().then(() => drop(name)) };
  };
  const testDatabase: TestDatabase = {
    name: 'postgres',
    open: () => dropped(true),
    openEmpty: () => dropped(false),
    openPooled: async () => {
      // The pool's copies are dropped with the template by globalTeardown (template-database.ts).
      if (!postgresPool || !process.env[POSTGRES_TEMPLATE_ENV]) return dropped(true);
      const reused = postgresPool.take();
      const { name, database } = reused
        ? { name: reused, database: await openPostgres(databaseUrl(adminUrl, reused)) }
        : await create(true);
      const close = async () => {
        const reusable = await emptied(database);
        await database.close();
        if (reusable) postgresPool.give(name);
        else await drop(name);
      };
      return { ...database, close };
    },
  };
  return testDatabase;
}

export const databases: TestDatabase[] = process.env.TEST_DATABASE_URL
  ? [pglite, postgres(process.env.TEST_DATABASE_URL)]
  : [pglite];

export const ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  /**
   * app.inject as a browser at PUBLIC_URL: its Host, and its Origin on state-changing requests
   */
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** a Cookie header for a new session of the account with this e-mail */
  cookieFor: (kind: SubjectKind, email: string) => Promise<string>;
  /** every mail to `to` in the outbox, newest first */
  mailsTo: (to: string) => Array<{ subject: string; text: string; html: string; createdAt: string }>;
  /** the newest mail to `to` in the outbox */
  lastMail: (to: string) => { subject: string; text: string; html: string; createdAt: string } | null;
  /** the 6-digit code of the newest sign-in mail to `to` */
  lastCode: (to: string) => string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  config?: Partial<Config>;
  configure?: (app: FastifyInstance) => void | Promise<void>;
  mailer?: Mailer;
  /** where the app's log lines go */
  logDestination?: { write: (line: string) => void };
  /** seed the demo property's rooms, tenants on beds and their history too (default: accounts and the property only) */
  demoRooms?: boolean;
}

export async function createTestApp(
  testDatabase: TestDatabase,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-api-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      STATIC_ROOT: join(dataDir, 'static'),
      ...options.env,
    }),
    loginFloorMs: 0,
    ...options.config,
  };
  const database = await testDatabase.openPooled();
  await seed(database.db, { ...config, demoRooms: options.demoRooms ?? false });
  const app = await buildApp({
    config,
    database,
    configure: options.configure,
    mailer: options.mailer,
    logDestination: options.logDestination,
  });

  const mails = (to: string) => {
    const dir = join(dataDir, 'outbox');
    let names: string[];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    return names
      .sort()
      .reverse()
      .map(
        (name) =>
          JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
            html: string;
            createdAt: string;
          },
      )
      .filter((mail) => mail.to === to);
  };

  return {
    app,
    config,
    database,
    dataDir,
    request: async (request) => {
      const method = (request.method ?? 'GET').toUpperCase();
      const { origin, host } = new URL(config.publicUrl);
      const headers =
        method === 'GET' || method === 'HEAD'
          ? { host, ...request.headers }
          : { host, origin, ...request.headers };
      return app.inject({ ...request, headers });
    },
    cookieFor: async (kind, email) => {
      const [row] =
        kind === 'staff'
          ? await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
          : await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.email, email));
      if (!row) throw new Error(`No ${kind} account ${email}`);
      const token = await createSession(database.db, kind, row.id, config);
      return `${kind === 'staff' ? 'token' : 'session'}=${token}`;
    },
    mailsTo: mails,
    lastMail: (to) => mails(to)[0] ?? null,
    lastCode: (to) => {
      const mail = mails(to).find((candidate) => /sign-in code|साइन-इन कोड/.test(candidate.subject));
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No sign-in code was mailed to ${to}`);
      return code;
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Cookie header for the cookies a response set (name=value pairs). */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** A distinct client address, so per-address limits of one test do not touch another. */
let address = 0;
export const nextAddress = () => {
  address += 1;
  return `10.1.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};
