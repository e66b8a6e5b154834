// The managers page: who may call each route, and what only an OWNER may do.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('who may manage managers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    tenant = await t.cookieFor('tenant', 'tenant@example.com');
  });
  afterAll(() => t.close());

  const newManager = (email: string) => ({
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    role: 'MANAGER',
  });
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  it('answers 403 to a manager or a tenant and 401 to nobody on every manager route', async () => {
    const id = await idOf('manager@example.com');
    const routes = [
      { method: 'GET', url: '/api/v1/user/all-users' },
      { method: 'POST', url: '/api/v1/user/add', payload: newManager('x@example.com') },
      {
        method: 'PUT',
        url: `/api/v1/user/update-profile/${id}`,
        payload: { name: 'X', phoneNumber: '9876543210', role: 'MANAGER' },
      },
      { method: 'DELETE', url: `/api/v1/user/delete/${id}` },
      { method: 'POST', url: `/api/v1/user/resend-verification-token/${id}` },
    ] as const;
    for (const route of routes) {
      const asManager = await t.request({ ...route, headers: { cookie: manager } });
      expect([route.url, asManager.statusCode, asManager.json().message]).toEqual([
        route.url,
        403,
        'You do not have permission to do this.',
      ]);
      const asTenant = await t.request({ ...route, headers: { cookie: tenant } });
      expect([route.url, asTenant.statusCode, asTenant.json().message]).toEqual([
        route.url,
        403,
        'You do not have permission to do this.',
      ]);
      const signedOut = await t.request({ ...route, headers: {} });
      expect([route.url, signedOut.statusCode, signedOut.json().message]).toEqual([
        route.url,
        401,
        'Unauthorized',
      ]);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.deletedAt).toBeNull();
  });

  it('lets only an OWNER change or delete an OWNER', async () => {
    const [owner] = await t.database.db
      .insert(users)
      .values({ name: 'The Owner', email: 'owner@example.com', role: 'OWNER', isVerified: true })
      .returning();
    const response = await t.request({
      method: 'DELETE',
      url: `/api/v1/user/delete/${owner!.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(403);
    const ownerCookie = await t.cookieFor('staff', 'owner@example.com');
    expect(
      (await t.request({ url: '/api/v1/user/all-users', headers: { cookie: ownerCookie } })).statusCode,
    ).toBe(200);
  });
});
