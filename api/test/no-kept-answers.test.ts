// No hidden state in servers (DESIGN §6): every answer is read from the database on every request,
// so a change made straight to it (as another server, psql or the billing job would make it) shows
// in the very next answer, with nothing to wait for, and the database sends no change notices.
import { eq, sql } from 'drizzle-orm';
import { propertyManagers, sessions, tenants, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { sha256 } from '../src/services/auth/tokens';
import { addBeds } from './billing-fixtures';
import { addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('answers read from the database on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.request({ url, headers: { cookie } });
  // PGlite and node-postgres both answer { rows }.
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as { rows: Array<Record<string, unknown>> }).rows;

  it('has no change-notification triggers or function left (migration 0010)', async () => {
    const triggers = await rows(
      sql`select tgname from pg_trigger t join pg_proc p on p.oid = t.tgfoid
          where p.proname = 'notify_table_changed' or t.tgname like '%\_changed'`,
    );
    expect(triggers).toEqual([]);
    expect(await rows(sql`select proname from pg_proc where proname = 'notify_table_changed'`)).toEqual([]);
  });

  if (database.name === 'postgres') {
    it('opens no listening connection', async () => {
      const listening = await rows(sql`select pid from pg_stat_activity
        where datname = current_database() and application_name = 'pgportal-changes'`);
      expect(listening).toEqual([]);
    });
  }

  it('shows a tenant changed elsewhere in the very next list', async () => {
    const id = await addTenant(t.database.db, 'elsewhere@example.com', DEMO_PROPERTY_ID);
    const names = async () =>
      ((await get('/api/v1/tenant/?page=1&limit=50', admin)).json().data as Array<{ fullName: string }>).map(
        (tenant) => tenant.fullName,
      );
    expect(await names()).toContain('Test Tenant');
    await t.database.db.update(tenants).set({ fullName: 'Renamed Elsewhere' }).where(eq(tenants.id, id));
    expect(await names()).toContain('Renamed Elsewhere');
  });

  it('counts beds added elsewhere in the very next stats', async () => {
    const totalBeds = async () => (await get('/api/v1/stats/', admin)).json().data.totalBeds as number;
    const before = await totalBeds();
    await addBeds(t.database.db, DEMO_PROPERTY_ID, 3);
    expect(await totalBeds()).toBe(before + 3);
  });

  it('ends a session deleted elsewhere at its very next request', async () => {
    const cookie = await t.cookieFor('staff', 'admin@example.com');
    expect((await get('/api/v1/user/profile', cookie)).statusCode).toBe(200);
    const token = cookie.split('=')[1]!;
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect((await get('/api/v1/user/profile', cookie)).statusCode).toBe(401);
  });

  it('takes a manager’s properties, then their session, away at their very next request', async () => {
    const manager = await t.cookieFor('staff', 'manager@example.com');
    const property = `/api/v1/property/${DEMO_PROPERTY_ID}`;
    expect((await get(property, manager)).statusCode).toBe(200);
    const managerId = await userId(t.database.db, 'manager@example.com');
    await t.database.db.delete(propertyManagers).where(eq(propertyManagers.userId, managerId));
    expect((await get(property, manager)).statusCode).toBe(404);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, managerId));
    expect((await get('/api/v1/user/profile', manager)).statusCode).toBe(401);
  });
});
