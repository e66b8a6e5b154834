// GET /auth/session: one quiet call that says who is signed in.
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('GET /auth/session on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const session = (cookie?: string) =>
    t.request({ method: 'GET', url: '/api/v1/auth/session', headers: cookie ? { cookie } : {} });

  it('answers 200 with nobody when no one is signed in, or the cookie is stale', async () => {
    for (const cookie of [undefined, 'token=not-a-session', 'session=nope']) {
      const response = await session(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { kind: null } });
    }
  });

  it('names the signed-in staff user', async () => {
    const response = await session(await t.cookieFor('staff', 'admin@example.com'));
    expect(response.json()).toMatchObject({
      data: { kind: 'staff', user: { email: 'admin@example.com', role: 'SUPER_ADMIN' } },
    });
  });

  it('names the signed-in tenant', async () => {
    const response = await session(await t.cookieFor('tenant', 'tenant@example.com'));
    expect(response.json()).toMatchObject({
      data: { kind: 'tenant', tenant: { email: 'tenant@example.com', role: 'TENANT' } },
    });
  });
});
