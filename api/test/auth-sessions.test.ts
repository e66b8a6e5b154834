// Staff sessions: what a sign-in opens, how long it lasts, logout.
import { eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('staff sessions on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  async function addStaff(email: string, values: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(users)
      .values({ name: 'Test Person', email, role: 'MANAGER', isVerified: true, ...values })
      .returning();
    return row!;
  }

  describe('sessions', () => {
    it('answers 401 Unauthorized without a session or with a made-up token, 403 to a tenant', async () => {
      for (const cookie of [undefined, 'token=made-up']) {
        const response = await t.request({ url: '/api/v1/user/profile', headers: cookie ? { cookie } : {} });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' });
      }
      const cookie = await t.cookieFor('tenant', 'tenant@example.com');
      const asTenant = await t.request({ url: '/api/v1/user/profile', headers: { cookie } });
      expect(asTenant.statusCode).toBe(403);
    });

    it('logs out: the session ends on the server and both cookies are cleared', async () => {
      const staff = await t.cookieFor('staff', 'manager@example.com');
      const tenant = await t.cookieFor('tenant', 'tenant@example.com');
      const cookie = `${staff}; ${tenant}`;
      const response = await t.request({ url: '/api/v1/auth/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Logged out successfully', data: null });
      const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
      for (const name of ['token', 'session']) {
        expect(cleared[name]).toMatchObject({ value: '', path: '/' });
        expect(cleared[name]?.expires?.getTime()).toBeLessThan(Date.now());
      }
      expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).statusCode).toBe(401);
      expect((await t.request({ url: '/api/v1/tenant/profile', headers: { cookie } })).statusCode).toBe(401);
    });

    it('does not end the session on a logout driven by another site', async () => {
      const cookie = await t.cookieFor('staff', 'manager@example.com');
      const foreign: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { referer: 'https://evil.example/page' },
        { origin: 'https://evil.example' },
      ];
      for (const headers of foreign) {
        const response = await t.request({ url: '/api/v1/auth/logout', headers: { cookie, ...headers } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          code: 'CROSS_SITE',
          message: 'Cross-site request refused.',
        });
        expect(response.cookies).toHaveLength(0);
      }
      expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).statusCode).toBe(200);
    });

    it('logs out from the portal itself: same-origin, typed in the address bar, or from its own page', async () => {
      const own: Array<Record<string, string>> = [
        { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:3000/app/dashboard' },
        { 'sec-fetch-site': 'none' },
        { referer: 'http://localhost:3000/app/dashboard' },
      ];
      for (const headers of own) {
        const cookie = await t.cookieFor('staff', 'manager@example.com');
        const response = await t.request({ url: '/api/v1/auth/logout', headers: { cookie, ...headers } });
        expect(response.statusCode).toBe(200);
        expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).statusCode).toBe(401);
      }
    });

    it('logs out without a session too', async () => {
      const response = await t.request({ url: '/api/v1/auth/logout' });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((c) => c.name).sort()).toEqual(['session', 'token']);
    });

    it('ends a session idle for longer than the idle window', async () => {
      const person = await addStaff('idle@example.com');
      const cookie = await t.cookieFor('staff', person.email);
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - t.config.sessionIdleMs - 1000) })
        .where(eq(sessions.subjectId, person.id));
      expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).statusCode).toBe(401);
      expect(
        await t.database.db.select().from(sessions).where(eq(sessions.subjectId, person.id)),
      ).toHaveLength(0);
    });

    it('ends a session at its absolute end however recently used', async () => {
      const person = await addStaff('absolute@example.com');
      const cookie = await t.cookieFor('staff', person.email);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.subjectId, person.id));
      expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie } })).statusCode).toBe(401);
    });

    it('extends the idle window on use, writing at most once a minute', async () => {
      const person = await addStaff('touch@example.com');
      const cookie = await t.cookieFor('staff', person.email);
      const old = new Date(Date.now() - 5 * 60_000);
      await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.subjectId, person.id));
      await t.request({ url: '/api/v1/user/profile', headers: { cookie } });
      const [touched] = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, person.id));
      expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
      await t.request({ url: '/api/v1/user/profile', headers: { cookie } });
      const [again] = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, person.id));
      expect(again!.lastSeenAt.getTime()).toBe(touched!.lastSeenAt.getTime());
    });
  });
});
