// The access scope: the seeded demo property, managers' assignments, and rows outside a scope
// answering 404.
import { and, eq } from 'drizzle-orm';
import { properties, propertyManagers, tenants, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID, seed } from '../src/db/seed';
import { assignManager } from '../src/services/users/read';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('access scope on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
  });
  afterAll(() => t.close());

  const profile = async (cookie: string) =>
    (await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).json().data;
  const resend = (tenantId: string, cookie: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/resend-verification-token/${tenantId}`,
      headers: { cookie },
    });

  it('seeds Sunrise PG, assigns the demo manager to it and makes it everyone’s current property', async () => {
    expect(await profile(manager)).toMatchObject({
      assignedPGs: [DEMO_PROPERTY_ID],
      currentProperty: DEMO_PROPERTY_ID,
    });
    expect(await profile(admin)).toMatchObject({ assignedPGs: [], currentProperty: DEMO_PROPERTY_ID });
    const [tenant] = await t.database.db
      .select()
      .from(tenants)
      .where(eq(tenants.email, 'tenant@example.com'));
    expect(tenant?.propertyId).toBe(DEMO_PROPERTY_ID);
    const [property] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, DEMO_PROPERTY_ID));
    expect(property?.name).toBe('Sunrise PG');
  });

  it('seeds once: a second run changes nothing, and a renamed or unassigned demo stays so', async () => {
    const db = t.database.db;
    await db
      .update(properties)
      .set({ name: 'Sunrise PG (renamed)' })
      .where(eq(properties.id, DEMO_PROPERTY_ID));
    const managerId = await userId(db, 'manager@example.com');
    await db.delete(propertyManagers).where(eq(propertyManagers.userId, managerId));
    await seed(db, t.config);
    expect(await db.$count(properties)).toBe(1);
    expect(await db.$count(propertyManagers)).toBe(0);
    const [property] = await db.select().from(properties).where(eq(properties.id, DEMO_PROPERTY_ID));
    expect(property?.name).toBe('Sunrise PG (renamed)');
    await assignManager(db, DEMO_PROPERTY_ID, managerId);
    await assignManager(db, DEMO_PROPERTY_ID, managerId);
    expect(await db.$count(propertyManagers)).toBe(1);
  });

  it('lists each manager’s assigned properties, oldest first, leaving deleted properties out', async () => {
    const db = t.database.db;
    const managerId = await userId(db, 'manager@example.com');
    const second = await addProperty(db, 'Lakeview Hostel');
    const removed = await addProperty(db, 'Closed PG');
    await assignManager(db, second, managerId);
    await assignManager(db, removed, managerId);
    await db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, removed));
    const list = await t.request({ url: '/api/v1/user/all-users', headers: { cookie: admin } });
    const row = list.json().data.find((user: { email: string }) => user.email === 'manager@example.com');
    expect(row.assignedPGs).toEqual([DEMO_PROPERTY_ID, second]);
    expect((await profile(manager)).assignedPGs).toEqual([DEMO_PROPERTY_ID, second]);
    await db
      .delete(propertyManagers)
      .where(and(eq(propertyManagers.userId, managerId), eq(propertyManagers.propertyId, second)));
  });

  it('lets a manager reach tenants of assigned properties only; others answer 404 as if missing', async () => {
    const db = t.database.db;
    const elsewhere = await addProperty(db, 'Other PG');
    const ours = await addTenant(db, 'ours@example.com', DEMO_PROPERTY_ID);
    const theirs = await addTenant(db, 'theirs@example.com', elsewhere);
    const unplaced = await addTenant(db, 'unplaced@example.com', null);

    expect((await resend(ours, manager)).statusCode).toBe(200);
    for (const id of [theirs, unplaced]) {
      const response = await resend(id, manager);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Tenant not found']);
      expect((await resend(id, admin)).statusCode).toBe(200);
    }
  });

  it('takes a manager’s scope from the database on every request', async () => {
    const db = t.database.db;
    const managerId = await userId(db, 'manager@example.com');
    const tenantId = await addTenant(db, 'moves@example.com', DEMO_PROPERTY_ID);
    await db.delete(propertyManagers).where(eq(propertyManagers.userId, managerId));
    expect((await resend(tenantId, manager)).statusCode).toBe(404);
    expect((await profile(manager)).assignedPGs).toEqual([]);
    await assignManager(db, DEMO_PROPERTY_ID, managerId);
    expect((await resend(tenantId, manager)).statusCode).toBe(200);
    expect((await db.select().from(users).where(eq(users.id, managerId)))[0]?.currentPropertyId).toBe(
      DEMO_PROPERTY_ID,
    );
  });
});

describe('seed without demo data', () => {
  it('creates only the Super Admin: no demo property, manager or tenant', async () => {
    const t = await createTestApp(databases[0]!, { env: { SEED_DEMO: 'false' } });
    try {
      expect(await t.database.db.$count(properties)).toBe(0);
      expect(await t.database.db.$count(users)).toBe(1);
      expect(await t.database.db.$count(tenants)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
