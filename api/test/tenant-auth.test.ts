// Tenant sign-in, profile, e-mail verification and the resend of a verification link.
import { eq } from 'drizzle-orm';
import { tenants, verificationTokens } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { OUTBOX_LOOPBACK_ONLY, OUTBOX_TO_REQUIRED } from '../src/routes/dev';
import { INVALID_CODE } from '../src/services/auth/otp';
import { cookiesOf, createTestApp, databases, nextAddress, type TestApp } from './helpers';

/** A wrong, used or expired code: the one answer, on the OTP field. */
const REFUSED_CODE = {
  success: false,
  code: 'INVALID_CODE',
  message: INVALID_CODE,
  errors: { otp: INVALID_CODE },
};

describe.each(databases)('tenant identity on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
  });
  afterAll(() => t.close());

  const login = (email: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/tenant/login',
      payload: { email },
      remoteAddress: nextAddress(),
    });
  const verify = (email: string, otp: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/tenant/verify-auth-otp',
      payload: { email, otp },
      remoteAddress: nextAddress(),
    });

  async function addTenant(email: string, values: Partial<typeof tenants.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(tenants)
      .values({ fullName: 'Ravi Kumar', email, phoneNumber: '9876543211', ...values })
      .returning();
    return row!;
  }

  it('signs a tenant in with a mailed code and a `session` cookie', async () => {
    const sent = await login('tenant@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'OTP has been sent to your email', data: null });
    const response = await verify('tenant@example.com', t.lastCode('tenant@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'OTP verified successfully',
      data: {
        fullName: 'Demo Tenant',
        email: 'tenant@example.com',
        profilePhoto: null,
        isVerified: true,
        role: 'TENANT',
        propertyId: DEMO_PROPERTY_ID,
        // The demo tenant sleeps in a demo room.
        roomId: expect.any(String),
        bedId: expect.any(String),
      },
    });
    expect(response.cookies.find((c) => c.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(response.cookies.find((c) => c.name === 'token')).toBeUndefined();

    const profile = await t.request({
      url: '/api/v1/tenant/profile',
      headers: { cookie: cookiesOf(response) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('tenant@example.com');
    // A tenant session is not a staff session.
    expect(
      (await t.request({ url: '/api/v1/user/profile', headers: { cookie: cookiesOf(response) } })).statusCode,
    ).toBe(403);
  });

  it('marks an unverified tenant verified by a successful code sign-in', async () => {
    const tenant = await addTenant('new.tenant@example.com');
    await login(tenant.email);
    const response = await verify(tenant.email, t.lastCode(tenant.email));
    expect(response.json().data.isVerified).toBe(true);
    const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row?.isVerified).toBe(true);
  });

  it('refuses unknown, deleted and staff e-mails on tenant sign-in', async () => {
    await addTenant('left@example.com', { deletedAt: new Date() });
    for (const email of ['nobody@example.com', 'left@example.com', 'admin@example.com']) {
      const response = await login(email);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Provided Email is incorrect');
    }
  });

  it('refuses a wrong tenant code with the one answer for every failed check', async () => {
    const tenant = await addTenant('wrong.tenant@example.com');
    await login(tenant.email);
    const code = t.lastCode(tenant.email);
    const response = await verify(tenant.email, code === '999999' ? '111111' : '999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED_CODE);
  });

  it('answers 401 on the tenant profile without a tenant session', async () => {
    const staff = await t.cookieFor('staff', 'admin@example.com');
    for (const headers of [{}, { cookie: staff }, { cookie: 'session=made-up' }]) {
      const response = await t.request({ url: '/api/v1/tenant/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Unauthorized');
    }
  });

  it('ends a deleted tenant session', async () => {
    const tenant = await addTenant('deleted.later@example.com');
    const cookie = await t.cookieFor('tenant', tenant.email);
    expect((await t.request({ url: '/api/v1/tenant/profile', headers: { cookie } })).statusCode).toBe(200);
    await t.database.db.update(tenants).set({ deletedAt: new Date() }).where(eq(tenants.id, tenant.id));
    expect((await t.request({ url: '/api/v1/tenant/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  describe('verification links', () => {
    const resend = (id: string, cookie?: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/tenant/resend-verification-token/${id}`,
        headers: cookie ? { cookie } : {},
      });
    const linkTo = (email: string) => {
      const text = t.lastMail(email)?.text ?? '';
      return /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(text)?.[1] ?? null;
    };

    it('lets an admin resend a link that verifies the tenant once', async () => {
      const tenant = await addTenant('verify.me@example.com');
      const admin = await t.cookieFor('staff', 'admin@example.com');
      const response = await resend(tenant.id, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Verification Email Sent Successfully',
        data: null,
      });
      const link = linkTo(tenant.email);
      expect(link).toMatch(/^http:\/\/localhost:3000\/verify\?token=[\w-]+&role=tenant$/);
      const token = new URL(link!).searchParams.get('token');

      const verified = await t.request({ method: 'POST', url: '/api/v1/tenant/verify', payload: { token } });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ success: true, message: 'Email Verified!', data: null });
      const [row] = await t.database.db.select().from(tenants).where(eq(tenants.id, tenant.id));
      expect(row?.isVerified).toBe(true);

      const again = await t.request({ method: 'POST', url: '/api/v1/tenant/verify', payload: { token } });
      // Opened a second time: the address is already verified, and the answer says so.
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This email address is already verified. You can sign in.');
      expect((await resend(tenant.id, admin)).statusCode).toBe(409);
    });

    it('voids the old link when a new one is sent, and refuses an expired one', async () => {
      const tenant = await addTenant('twice.sent@example.com');
      const admin = await t.cookieFor('staff', 'admin@example.com');
      await resend(tenant.id, admin);
      const first = new URL(linkTo(tenant.email)!).searchParams.get('token');
      await resend(tenant.id, admin);
      const second = new URL(linkTo(tenant.email)!).searchParams.get('token');
      expect(second).not.toBe(first);
      const old = await t.request({
        method: 'POST',
        url: '/api/v1/tenant/verify',
        payload: { token: first },
      });
      expect(old.statusCode).toBe(400);

      await t.database.db
        .update(verificationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verificationTokens.subjectId, tenant.id));
      const expired = await t.request({
        method: 'POST',
        url: '/api/v1/tenant/verify',
        payload: { token: second },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Invalid or expired token. Please try again.');
    });

    it('refuses a made-up or a missing token', async () => {
      const madeUp = await t.request({
        method: 'POST',
        url: '/api/v1/tenant/verify',
        payload: { token: 'abc' },
      });
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().message).toBe('Invalid or expired token. Please try again.');
      const missing = await t.request({ method: 'POST', url: '/api/v1/tenant/verify', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ token: 'Verification token is missing or invalid.' });
    });

    it('allows resend only to staff: 403 for a tenant, 404 for a manager outside their properties', async () => {
      const tenant = await addTenant('scoped@example.com');
      const asTenant = await resend(tenant.id, await t.cookieFor('tenant', 'tenant@example.com'));
      expect(asTenant.statusCode).toBe(403);
      expect((await resend(tenant.id)).statusCode).toBe(401);
      const asManager = await resend(tenant.id, await t.cookieFor('staff', 'manager@example.com'));
      expect(asManager.statusCode).toBe(404);
      expect(asManager.json().message).toBe('Tenant not found');
      const admin = await t.cookieFor('staff', 'admin@example.com');
      expect((await resend('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
      expect((await resend('not-a-uuid', admin)).statusCode).toBe(404);
    });
  });
});

describe.each(databases)('development outbox on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('lists the mails to an address, newest first', async () => {
    for (let i = 0; i < 2; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/v1/tenant/login',
        payload: { email: 'tenant@example.com' },
        remoteAddress: nextAddress(),
      });
    }
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@example.com' },
      remoteAddress: nextAddress(),
    });
    const response = await t.request({ url: '/api/v1/dev/outbox?to=Tenant@Example.com' });
    expect(response.statusCode).toBe(200);
    const mails = response.json().data as Array<{
      to: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }>;
    expect(mails).toHaveLength(2);
    expect(
      mails.every(
        (mail) => mail.to === 'tenant@example.com' && mail.subject === 'Your PG Portal sign-in code',
      ),
    ).toBe(true);
    expect(mails[0]!.text).toContain(t.lastCode('tenant@example.com'));
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
    expect(mails[0]!.html).toContain(t.lastCode('tenant@example.com'));
  });

  it('requires ?to=: it never lists every mail', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@example.com' },
      remoteAddress: nextAddress(),
    });
    for (const url of ['/api/v1/dev/outbox', '/api/v1/dev/outbox?to=', '/api/v1/dev/outbox?to=%20']) {
      const response = await t.request({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: OUTBOX_TO_REQUIRED });
      expect(response.body).not.toMatch(/\b\d{6}\b/);
    }
  });

  it('answers only callers on this machine', async () => {
    const url = '/api/v1/dev/outbox?to=admin@example.com';
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await t.request({ url, remoteAddress })).statusCode).toBe(200);
    }
    for (const remoteAddress of ['10.1.2.3', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.1']) {
      const response = await t.request({ url, remoteAddress });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: 'OUTBOX_LOOPBACK_ONLY',
        message: OUTBOX_LOOPBACK_ONLY,
      });
    }
  });
});
