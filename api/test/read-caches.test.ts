// Answers kept in memory (services/read-caches.ts) never outlive what they were read from: a
// change made elsewhere (another server, a job, psql) is seen once the database's notice arrives,
// a write through this server is seen at once, and while the notices cannot be heard nothing is kept.
import { and, eq, sql } from 'drizzle-orm';
import { DEMO_MANAGER_EMAIL, DEMO_PROPERTY_ID } from '../src/db/seed';
import { propertyManagers, sessions, tenants, users } from '../src/db/schema';
import { addBeds } from './billing-fixtures';
import { addTenant, userId } from './fixtures';
import { buildApp } from '../src/app';
import { LISTENER_NAME } from '../src/db/changes';
import { createTestApp, databases, eventually, ORIGIN, type TestApp } from './helpers';

const LIST = '/api/v1/tenant/?page=1&limit=50';

describe.each(databases)('read caches on $name', (testDatabase) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie = admin) => t.request({ method: 'GET', url, headers: { cookie } });
  const names = async () =>
    (await get(LIST)).json<{ data: Array<{ fullName: string }> }>().data.map((row) => row.fullName);
  const totalBeds = async () =>
    (await get('/api/v1/stats/')).json<{ data: { totalBeds: number } }>().data.totalBeds;

  it('has a change trigger on every table a cache is read from', async () => {
    const { sessions: kept, tenantList, stats } = t.app.deps.caches;
    const tables = new Set([...kept.tables, ...tenantList.tables, ...stats.tables]);
    for (const table of tables) {
      const result = await t.database.db.execute(
        sql`select exists (select 1 from pg_trigger where tgrelid = ${table}::regclass and tgname = ${`${table}_changed`}) as found`,
      );
      // PGlite and node-postgres both answer { rows }.
      const [row] = (result as { rows: Array<{ found: boolean }> }).rows;
      expect([table, row?.found]).toEqual([table, true]);
    }
  });

  it('keeps a page of the tenants list, and reads it again once a tenant changes elsewhere', async () => {
    const id = await addTenant(t.database.db, 'kept.list@example.com', DEMO_PROPERTY_ID);
    // The insert's own notice may still be on its way: it drops the page kept before it arrives.
    await eventually(async () => {
      expect(await names()).toContain('Test Tenant');
      expect(t.app.deps.caches.tenantList.size).toBeGreaterThan(0);
    });
    await t.database.db.update(tenants).set({ fullName: 'Renamed Elsewhere' }).where(eq(tenants.id, id));
    await eventually(async () => expect(await names()).toContain('Renamed Elsewhere'));
  });

  it('reads the stats again once the kept totals change elsewhere', async () => {
    const before = await totalBeds();
    await addBeds(t.database.db, DEMO_PROPERTY_ID, 3);
    await eventually(async () => expect(await totalBeds()).toBe(before + 3));
  });

  it('shows a write through this server at once, and a change elsewhere only once told of it', async () => {
    // A second server on the same database whose notices wait until released.
    const held: Array<() => void> = [];
    const server = await buildApp({
      config: t.config,
      database: {
        ...t.database,
        listenForChanges: (listener) =>
          t.database.listenForChanges({
            changed: (table) => held.push(() => listener.changed(table)),
            connected: listener.connected,
          }),
      },
    });
    try {
      const emails = async () =>
        (await server.inject({ method: 'GET', url: LIST, headers: { cookie: admin } }))
          .json<{ data: Array<{ email: string }> }>()
          .data.map((row) => row.email);
      const id = await addTenant(t.database.db, 'kept.delete@example.com', DEMO_PROPERTY_ID);
      expect(await emails()).toContain('kept.delete@example.com');

      await t.database.db
        .update(tenants)
        .set({ email: 'changed.elsewhere@example.com' })
        .where(eq(tenants.id, id));
      expect(await emails()).toContain('kept.delete@example.com');
      for (const release of held.splice(0)) release();
      expect(await emails()).toContain('changed.elsewhere@example.com');

      const deleted = await server.inject({
        method: 'DELETE',
        url: `/api/v1/tenant/delete/${id}`,
        headers: { cookie: admin, origin: ORIGIN },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await emails()).not.toContain('changed.elsewhere@example.com');
    } finally {
      await server.close();
    }
  });

  it('ends a kept session at once on sign-out, and soon when it ends elsewhere', async () => {
    const signedOut = await t.cookieFor('staff', 'admin@example.com');
    expect((await get('/api/v1/user/profile', signedOut)).statusCode).toBe(200);
    expect((await get('/api/v1/user/profile', signedOut)).statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: signedOut } });
    expect((await get('/api/v1/user/profile', signedOut)).statusCode).toBe(401);

    const endedElsewhere = await t.cookieFor('staff', 'admin@example.com');
    expect((await get('/api/v1/user/profile', endedElsewhere)).statusCode).toBe(200);
    const token = endedElsewhere.split('=')[1]!;
    const { sha256 } = await import('../src/services/tokens');
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    await eventually(async () =>
      expect((await get('/api/v1/user/profile', endedElsewhere)).statusCode).toBe(401),
    );
  });

  it('drops a kept session when its user is deleted or loses a property elsewhere', async () => {
    const manager = await t.cookieFor('staff', DEMO_MANAGER_EMAIL);
    const managerId = await userId(t.database.db, DEMO_MANAGER_EMAIL);
    const property = `/api/v1/property/${DEMO_PROPERTY_ID}`;
    expect((await get(property, manager)).statusCode).toBe(200);
    await t.database.db
      .delete(propertyManagers)
      .where(and(eq(propertyManagers.userId, managerId), eq(propertyManagers.propertyId, DEMO_PROPERTY_ID)));
    await eventually(async () => expect((await get(property, manager)).statusCode).toBe(404));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, managerId));
    await eventually(async () => expect((await get('/api/v1/user/profile', manager)).statusCode).toBe(401));
  });

  it('keeps nothing with READ_CACHES=false', async () => {
    const reading = await createTestApp(testDatabase, { config: { readCaches: false } });
    try {
      const cookie = await reading.cookieFor('staff', 'admin@example.com');
      for (const url of [LIST, '/api/v1/stats/'])
        expect((await reading.request({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
      const { sessions: kept, tenantList, stats } = reading.app.deps.caches;
      expect([kept.live, kept.size, tenantList.size, stats.size]).toEqual([false, 0, 0, 0]);
    } finally {
      await reading.close();
    }
  });

  if (testDatabase.name === 'postgres') {
    it('keeps nothing while the notices cannot be heard, and keeps again once they can', async () => {
      const { tenantList } = t.app.deps.caches;
      await names();
      expect(tenantList.live).toBe(true);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}`,
      );
      await eventually(async () => expect(tenantList.live).toBe(false));
      expect(tenantList.size).toBe(0);
      const id = await addTenant(t.database.db, 'unheard@example.com', DEMO_PROPERTY_ID);
      await t.database.db.update(tenants).set({ fullName: 'Changed Unheard' }).where(eq(tenants.id, id));
      expect(await names()).toContain('Changed Unheard');
      expect(tenantList.size).toBe(0);
      await eventually(async () => expect(tenantList.live).toBe(true));
      await names();
      expect(tenantList.size).toBe(1);
    });
  }
});
