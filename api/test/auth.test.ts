// Staff sign-in by e-mail and code (sessions: auth-sessions.test.ts).
import { eq } from 'drizzle-orm';
import { otpCodes, sessions, users } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { INVALID_CODE } from '../src/services/auth/otp';
import { cookiesOf, createTestApp, databases, nextAddress, type TestApp } from './helpers';

/** A wrong, used or expired code: the one answer, on the OTP field. */
const REFUSED_CODE = {
  success: false,
  code: 'INVALID_CODE',
  message: INVALID_CODE,
  errors: { otp: INVALID_CODE },
};

describe.each(databases)('staff sign-in on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email }, remoteAddress });
  const verify = (email: string, otp: string, remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: '/api/v1/auth/verify-otp', payload: { email, otp }, remoteAddress });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  async function addStaff(email: string, values: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(users)
      .values({ name: 'Test Person', email, role: 'MANAGER', isVerified: true, ...values })
      .returning();
    return row!;
  }

  it('mails a code and signs in with it, setting an HttpOnly token cookie', async () => {
    const sent = await login('Admin@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: 'OTP has been sent to your email', data: null });
    const mail = t.lastMail('admin@example.com');
    expect(mail?.subject).toBe('Your PG Portal sign-in code');
    expect(mail?.text).toMatch(/valid for 10 minutes/);

    const response = await verify('admin@example.com', t.lastCode('admin@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'OTP verified successfully',
      data: {
        name: 'Administrator',
        email: 'admin@example.com',
        role: 'SUPER_ADMIN',
        avatar: null,
        assignedPGs: [],
        isVerified: true,
        currentProperty: DEMO_PROPERTY_ID,
      },
    });
    expect(response.json().data._id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = response.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);

    const profile = await t.request({
      url: '/api/v1/user/profile',
      headers: { cookie: cookiesOf(response) },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('admin@example.com');
  });

  it('stores only a salted hash of the code', async () => {
    const person = await addStaff('hash.check@example.com');
    await login(person.email);
    const code = t.lastCode(person.email);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.subjectId, person.id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('opens a new session at each sign-in', async () => {
    const person = await addStaff('two.sessions@example.com');
    await login(person.email);
    const first = await verify(person.email, t.lastCode(person.email));
    await login(person.email);
    const second = await verify(person.email, t.lastCode(person.email));
    expect(cookiesOf(first)).not.toBe(cookiesOf(second));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.subjectId, person.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses an unknown or deleted e-mail with the spec message', async () => {
    const unknown = await login('nobody@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'EMAIL_INCORRECT',
      message: 'Provided Email is incorrect',
    });
    await addStaff('gone@example.com', { deletedAt: new Date() });
    expect((await login('gone@example.com')).json().message).toBe('Provided Email is incorrect');
    expect(t.lastMail('nobody@example.com')).toBeNull();
    // A tenant's e-mail is not a staff account.
    expect((await login('tenant@example.com')).statusCode).toBe(404);
  });

  it('takes as long for an unknown e-mail as for a known one', async () => {
    const time = async (email: string) => {
      const started = Date.now();
      await login(email);
      return Date.now() - started;
    };
    t.config.loginFloorMs = 300;
    try {
      expect(await time('admin@example.com')).toBeGreaterThanOrEqual(295);
      expect(await time('nobody@example.com')).toBeGreaterThanOrEqual(295);
    } finally {
      t.config.loginFloorMs = 0;
    }
  });

  it('refuses staff who have not verified their e-mail', async () => {
    await addStaff('unverified@example.com', { isVerified: false });
    const response = await login('unverified@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Please verify your email before signing in. Check your inbox for the verification link.',
    );
    expect(t.lastMail('unverified@example.com')).toBeNull();
  });

  it('answers every wrong code alike and voids the code after 5 tries', async () => {
    const person = await addStaff('wrong.codes@example.com');
    await login(person.email);
    const code = t.lastCode(person.email);
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(person.email, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED_CODE);
    }
    const right = await verify(person.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(REFUSED_CODE);
    expect(right.cookies).toHaveLength(0);
  });

  it('refuses a used code replayed', async () => {
    const person = await addStaff('replay@example.com');
    await login(person.email);
    const code = t.lastCode(person.email);
    expect((await verify(person.email, code)).statusCode).toBe(200);
    const replay = await verify(person.email, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(REFUSED_CODE);
  });

  it('refuses an expired code', async () => {
    const person = await addStaff('expired@example.com');
    await login(person.email);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.subjectId, person.id));
    const response = await verify(person.email, t.lastCode(person.email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED_CODE);
  });

  it('replaces a code older than a minute with a new request', async () => {
    const person = await addStaff('replaced@example.com');
    const address = nextAddress();
    await login(person.email, address);
    const first = t.lastCode(person.email);
    await t.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.subjectId, person.id));
    let second = first;
    // Codes are random: ask again until the new one differs (almost always at once).
    while (second === first) {
      await login(person.email, address);
      second = t.lastCode(person.email);
    }
    expect((await verify(person.email, first)).json().message).toBe(INVALID_CODE);
    expect((await verify(person.email, second)).statusCode).toBe(200);
  });

  it('keeps a code less than a minute old valid beside a new one, until one of them is used', async () => {
    const person = await addStaff('two.codes@example.com');
    await login(person.email);
    const first = t.lastCode(person.email);
    await login(person.email);
    const second = t.lastCode(person.email);
    expect(t.lastMail(person.email)?.subject).toBe('Your PG Portal sign-in code');
    expect((await verify(person.email, first)).statusCode).toBe(200);
    // Signing in voids the other pending code.
    if (second !== first) expect((await verify(person.email, second)).json().message).toBe(INVALID_CODE);
  });

  it('says nothing about the state of the code when none was requested', async () => {
    const person = await addStaff('never.asked@example.com');
    const response = await verify(person.email, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED_CODE);
  });

  it('allows 5 code requests per e-mail per hour from one address, then answers 429 with Retry-After', async () => {
    const person = await addStaff('limited@example.com');
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(person.email, address)).statusCode).toBe(200);
    const refused = await login(person.email, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many code requests. Try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // The limit holds for unknown e-mails too, so it cannot tell them apart.
    const ghost = nextAddress();
    for (let i = 0; i < 5; i += 1) await login('ghost@example.com', ghost);
    expect((await login('ghost@example.com', ghost)).statusCode).toBe(429);
  });

  it('limits code requests per client address', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i += 1) {
      const response = await login(`nobody${i}@example.com`, address);
      expect(response.statusCode).toBe(404);
    }
    const refused = await login('admin@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another address is not affected.
    expect((await login('admin@example.com')).statusCode).toBe(200);
  });
});
