// One migrated database per jest run instead of one per test file: jest's globalSetup migrates a
// PGlite (dumped to a tarball) and, with TEST_DATABASE_URL, a PostgreSQL template database; each
// test file then starts from a copy (helpers.ts). globalTeardown drops the template.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres } from '../src/db/client';

/** Where the workers find the templates: set here, inherited by the worker processes. */
export const PGLITE_TEMPLATE_ENV = 'PGPORTAL_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'PGPORTAL_TEST_POSTGRES_TEMPLATE';

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function setUpTemplates(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'pgportal-api-template-'));
  const pglite = await openPglite();
  try {
    await pglite.migrate();
    const tarball = join(folder, 'pglite.tar');
    writeFileSync(tarball, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = tarball;
  } finally {
    await pglite.close();
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `pgportal_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // Every connection to the template must be closed before a copy of it can be made.
  const template = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}

/** The name of a new copy of the run's template: globalTeardown drops every copy left by its prefix. */
export function copyName(template: string): string {
  return `${template}_c_${randomBytes(6).toString('hex')}`;
}

export async function tearDownTemplates(): Promise<void> {
  const tarball = process.env[PGLITE_TEMPLATE_ENV];
  if (tarball) rmSync(join(tarball, '..'), { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!name || !serverUrl) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // the workers' pooled copies (helpers.ts), then the template
    const copies = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${name}\\_c\\_%'`,
    );
    for (const { datname } of copies.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
