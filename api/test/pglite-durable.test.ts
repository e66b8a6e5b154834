// PGlite on disk syncs to the disk (issue 41; docs/operations.md#the-embedded-database-is-crash-safe):
// the settings PostgreSQL runs with, and NODEFS's fsync reaching Node's fsyncSync (PGlite's own is a
// no-op). A killed process (crash-durability.test.ts) cannot show a sync missing; this can.
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/client';

const SETTINGS = ['fsync', 'full_page_writes', 'synchronous_commit', 'wal_sync_method'];

async function settingsOf(database: Database): Promise<Record<string, string>> {
  const result = (await database.db.execute(
    sql`select name, setting from pg_settings where name in (${sql.join(
      SETTINGS.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )) as { rows: Array<{ name: string; setting: string }> };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.setting]));
}

describe('PGlite durability', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pgportal-durable-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => jest.restoreAllMocks());

  it('on disk: fsync on, WAL written with O_DSYNC, and a checkpoint fsyncs its files', async () => {
    const fsync = jest.spyOn(fs, 'fsyncSync');
    const database = await openPglite(join(dir, 'pglite'));
    try {
      expect(await settingsOf(database)).toEqual({
        fsync: 'on',
        full_page_writes: 'on',
        synchronous_commit: 'on',
        wal_sync_method: 'open_datasync',
      });
      // The new cluster's files were synced once it was made.
      expect(fsync.mock.calls.length).toBeGreaterThan(100);
      fsync.mockClear();
      await database.db.execute(sql`create table kept (n integer)`);
      await database.db.execute(sql`insert into kept values (1)`);
      await database.db.execute(sql`checkpoint`);
      expect(fsync).toHaveBeenCalled();
    } finally {
      await database.close();
    }
  });

  it('in memory (tests): PGlite’s own fsync=off, nothing to sync', async () => {
    const database = await openPglite();
    try {
      expect((await settingsOf(database)).fsync).toBe('off');
    } finally {
      await database.close();
    }
  });
});
