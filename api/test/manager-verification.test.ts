// The managers page: a new manager verifies their e-mail by the link mailed to them, once.
import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '../src/db/schema';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

describe.each(databases)('manager verification on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };
  const add = (fields: Record<string, string>, cookie = admin) =>
    t.request({ method: 'POST', url: '/api/v1/user/add', headers: { cookie }, payload: form(fields) });
  const newManager = (email: string) => ({
    name: 'Asha Verma',
    email,
    phoneNumber: '9876543210',
    role: 'MANAGER',
  });
  const idOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const tokenMailedTo = (email: string) => {
    const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(t.lastMail(email)?.text ?? '')?.[1];
    return link ? new URL(link).searchParams.get('token') : null;
  };

  it('lets the new manager verify once, then sign in', async () => {
    await add(newManager('verify.flow@example.com'));
    const token = tokenMailedTo('verify.flow@example.com');
    // Not before verifying.
    const early = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'verify.flow@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(early.statusCode).toBe(403);
    // A manager token is not a tenant token.
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/tenant/verify', payload: { token } })).statusCode,
    ).toBe(400);

    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, message: 'Email Verified!', data: null });
    const again = await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token } });
    // Opened a second time: the address is already verified, and the answer says so.
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email address is already verified. You can sign in.');

    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'verify.flow@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired verification link', async () => {
    await add(newManager('late@example.com'));
    const token = tokenMailedTo('late@example.com');
    await t.database.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.subjectId, await idOf('late@example.com')));
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('resends a fresh link and voids the old one; a verified manager gets 409', async () => {
    await add(newManager('resend@example.com'));
    const id = await idOf('resend@example.com');
    const first = tokenMailedTo('resend@example.com');
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/user/resend-verification-token/${id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification Email Sent Successfully');
    const second = tokenMailedTo('resend@example.com');
    expect(second).not.toBe(first);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token: first } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/user/verify-email', payload: { token: second } }))
        .statusCode,
    ).toBe(200);
    const verified = await t.request({
      method: 'POST',
      url: `/api/v1/user/resend-verification-token/${id}`,
      headers: { cookie: admin },
    });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('This manager has already verified their email.');
  });
});
