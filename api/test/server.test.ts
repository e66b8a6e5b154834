// The server as scripts start it: a real port, PGlite on disk, the data-directory lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '../src/db/schema';
import { startServer } from '../src/server';

describe('startServer', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pgportal-server-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' });

  it('serves on PGlite in DATA_DIR, refuses a second server on the same folder, and frees it on close', async () => {
    const server = await startServer(env());
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const port = new URL(server.url).port;
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(await health.json()).toMatchObject({
        success: true,
        data: { status: 'ok', database: 'pglite' },
      });

      await expect(startServer(env())).rejects.toThrow(
        `Another PG Portal server (pid ${process.pid}) is using ${dataDir}. Stop it or set DATA_DIR to another folder.`,
      );
    } finally {
      await server.close();
    }
    // Closed: the folder is free again, and the seeded data is still there (seeding is idempotent).
    const again = await startServer(env());
    try {
      const staff = await again.app.deps.db.select({ email: users.email }).from(users);
      expect(staff.map((row) => row.email).sort()).toEqual(['admin@example.com', 'manager@example.com']);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('listens on 127.0.0.1 outside production when HOST is unset', async () => {
    const { HOST: _host, ...withoutHost } = env();
    const server = await startServer({ ...withoutHost, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      const address = server.app.server.address();
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses to start with an unknown NODE_ENV, naming the values it takes', async () => {
    await expect(startServer({ ...env(), NODE_ENV: 'staging' })).rejects.toThrow(
      "NODE_ENV must be development, test or production, got 'staging'.",
    );
  });

  it('refuses to start in production without SMTP_URL', async () => {
    await expect(startServer({ ...env(), NODE_ENV: 'production' })).rejects.toThrow(/SMTP_URL is required/);
  });
});
