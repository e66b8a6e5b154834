// The PostgreSQL database of one e2e server: made fresh when it starts, dropped when it stops. On
// the TEST_DATABASE_URL server when it is set (as in CI), else on the local one (the cluster).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pg = createRequire(join(root, 'api', 'package.json'))('pg');
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Drops `name` if a run before left it, creates it empty and answers its connection string. */
export async function freshDatabase(name) {
  await dropDatabase(name);
  await admin(`CREATE DATABASE ${name}`);
  // A journey's database dies with the run: its commits need not wait for the disk.
  await admin(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (name) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
