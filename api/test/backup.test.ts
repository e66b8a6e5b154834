// db:backup and db:restore (issue 28): a backup restored into an empty database and file store
// has the same rows per table and the same files (keys and SHA-256) as the original; a restore
// refuses a database or store that is not empty. PGlite with files on disk; PostgreSQL (when
// TEST_DATABASE_URL is set) with files on a real S3-compatible server.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'pg';
import { backup, restore } from '../src/backup/backup';
import { uploadsOf } from '../src/backup/files-dump';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/client';
import { seed } from '../src/db/seed';
import { PDF, PNG } from './fixtures';
import { startS3Server, type S3TestServer } from './s3-server';
import { databaseUrl } from './template-database';

const folders: string[] = [];
const folder = (name: string) => {
  const path = mkdtempSync(join(tmpdir(), `pgportal-${name}-`));
  folders.push(path);
  return path;
};
afterAll(() => folders.forEach((path) => rmSync(path, { recursive: true, force: true })));

async function fillSource(config: Config) {
  const database = await openDatabase(config);
  await database.migrate();
  await seed(database.db, { ...config, demoRooms: true });
  await database.close();
  const uploads = await uploadsOf(config);
  for (const [kind, bytes] of [
    ['legalDocument', PDF],
    ['propertyImage', PNG],
    ['roomImage', PNG],
  ] as const) {
    await uploads.store(kind, (await uploads.receive(kind, Readable.from([bytes])))!);
  }
}

async function backUpAndRestore(source: Config, target: Config) {
  await fillSource(source);
  const saved = await backup(source, join(folder('backup'), 'out'));
  const { differences } = await restore(target, join(folders.at(-1)!, 'out'));
  const again = await backup(target, join(folder('again'), 'out'));
  return { saved, again, differences };
}

function expectSame(saved: Awaited<ReturnType<typeof backup>>, again: Awaited<ReturnType<typeof backup>>) {
  expect(saved.files).toHaveLength(3);
  expect(Object.values(saved.tables).reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
  expect(saved.tables.tenants).toBeGreaterThan(0);
  expect(again.tables).toEqual(saved.tables);
  expect(again.files).toEqual(saved.files);
}

describe('backup and restore on pglite, files on disk', () => {
  it('restores counts and checksums into an empty DATA_DIR, and refuses a full one', async () => {
    const env = { NODE_ENV: 'test', SEED_DEMO: 'true' };
    const source = loadConfig({ ...env, DATA_DIR: folder('source') });
    const target = loadConfig({ ...env, DATA_DIR: folder('target') });
    const { saved, again, differences } = await backUpAndRestore(source, target);
    expectSame(saved, again);
    expect(differences).toEqual([]);
    await expect(restore(source, join(folders[folders.length - 2]!, 'out'))).rejects.toThrow(/not empty/);
  }, 120_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
(adminUrl ? describe : describe.skip)('backup and restore on postgres, files on S3', () => {
  const names = [
    `pgportal_bk_${randomBytes(4).toString('hex')}`,
    `pgportal_rs_${randomBytes(4).toString('hex')}`,
  ];
  const stores: S3TestServer[] = [];
  let admin: Client;
  beforeAll(async () => {
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    stores.push(await startS3Server(), await startS3Server());
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('restores counts and checksums into an empty database and bucket, and refuses a full one', async () => {
    const configOf = (index: number) =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: folder(`pg-${index}`),
        DATABASE_URL: databaseUrl(adminUrl!, names[index]!),
        S3_URL: stores[index]!.url,
      });
    const { saved, again, differences } = await backUpAndRestore(configOf(0), configOf(1));
    expectSame(saved, again);
    expect(differences).toEqual([]);
    expect(saved.database).toBe('postgres');
    await expect(restore(configOf(1), join(folders[folders.length - 3]!, 'out'))).rejects.toThrow(
      /not empty/,
    );
  }, 120_000);
});
