// NODE_ENV=production: Secure __Host- cookies, no outbox over HTTP, mail only through the transport.
import type { Mail, Mailer } from '../src/mail/mailer';
import { cookiesOf, createTestApp, databases, nextAddress, type TestApp } from './helpers';

describe.each(databases)('production on $name', (database) => {
  let t: TestApp;
  const sent: Mail[] = [];
  /** Stands in for the SMTP server: keeps what would have been sent. */
  const smtp: Mailer = {
    kind: 'smtp',
    send: async (mail) => {
      sent.push(mail);
      return { location: null };
    },
    close: () => undefined,
  };

  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', LOG_LEVEL: 'silent' },
      mailer: smtp,
    });
  });
  afterAll(() => t.close());

  it('has no outbox route', async () => {
    const response = await t.request({ url: '/api/v1/dev/outbox?to=admin@example.com' });
    expect(response.statusCode).toBe(404);
  });

  it('mails the code through the transport, writes no outbox file, and sets a Secure cookie', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'admin@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(t.lastMail('admin@example.com')).toBeNull();
    const mail = sent.find((candidate) => candidate.to === 'admin@example.com');
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verify = await t.request({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { email: 'admin@example.com', otp: code },
      remoteAddress: nextAddress(),
    });
    expect(verify.statusCode).toBe(200);
    // __Host-: Secure, path / and no Domain, so a sibling subdomain cannot plant the cookie.
    expect(verify.cookies.map((cookie) => cookie.name)).toEqual(['__Host-token']);
    const cookie = verify.cookies[0]!;
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.domain).toBeUndefined();
    expect(String(verify.headers['strict-transport-security'])).toContain('max-age=');

    const session = cookiesOf(verify);
    expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie: session } })).statusCode).toBe(
      200,
    );
    // The unprefixed name, which any subdomain could set, is not a session in production.
    const planted = `token=${cookie.value}`;
    expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie: planted } })).statusCode).toBe(
      401,
    );
    const logout = await t.request({ url: '/api/v1/auth/logout', headers: { cookie: session } });
    expect(logout.cookies.map((c) => c.name).sort()).toEqual(['__Host-session', '__Host-token']);
    expect(logout.cookies.every((c) => c.secure && c.path === '/' && c.value === '')).toBe(true);
    expect((await t.request({ url: '/api/v1/user/profile', headers: { cookie: session } })).statusCode).toBe(
      401,
    );
  });

  it('reports a mail that could not be sent as 503, without internals', async () => {
    const failing = smtp.send;
    smtp.send = async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.1:587');
    };
    try {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'manager@example.com' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        code: 'CODE_NOT_SENT',
        message: 'We could not send the sign-in code. Please try again in a minute.',
      });
    } finally {
      smtp.send = failing;
    }
  });
});
