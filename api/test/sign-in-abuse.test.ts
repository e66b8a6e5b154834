// Sign-in under attack: rate limits that hold under parallel requests, a quota an attacker cannot
// take from the owner, one answer for every failed code check, and client addresses that a client
// cannot choose (X-Forwarded-For, IPv6 /64).
import { eq } from 'drizzle-orm';
import { otpCodes, tenants, users } from '../src/db/schema';
import { addressKey, CODE_REQUESTS_PER_ADDRESS } from '../src/plugins/sign-in-limit';
import { INVALID_CODE } from '../src/services/auth/otp';
import { takeToken } from '../src/services/auth/rate-limit';
import { CODES_PER_EMAIL, CODES_PER_EMAIL_AND_ADDRESS } from '../src/services/auth/write';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

/** A wrong, used or expired code: the one answer, on the OTP field. */
const REFUSED_CODE = {
  success: false,
  code: 'INVALID_CODE',
  message: INVALID_CODE,
  errors: { otp: INVALID_CODE },
};

type Kind = 'staff' | 'tenant';
const ROUTES: Record<Kind, { login: string; verify: string }> = {
  staff: { login: '/api/v1/auth/login', verify: '/api/v1/auth/verify-otp' },
  tenant: { login: '/api/v1/tenant/login', verify: '/api/v1/tenant/verify-auth-otp' },
};

const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

describe.each(databases)('sign-in under attack on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress: string, kind: Kind = 'staff') =>
    t.request({ method: 'POST', url: ROUTES[kind].login, payload: { email }, remoteAddress });
  const verify = (email: string, otp: string, kind: Kind = 'staff', remoteAddress = nextAddress()) =>
    t.request({ method: 'POST', url: ROUTES[kind].verify, payload: { email, otp }, remoteAddress });

  async function addStaff(email: string, values: Partial<typeof users.$inferInsert> = {}) {
    await t.database.db
      .insert(users)
      .values({ name: 'Test Person', email, role: 'MANAGER', isVerified: true, ...values });
  }
  async function addTenant(email: string, values: Partial<typeof tenants.$inferInsert> = {}) {
    await t.database.db.insert(tenants).values({ fullName: 'Test Tenant', email, ...values });
  }
  async function idOf(kind: Kind, email: string) {
    const table = kind === 'staff' ? users : tenants;
    const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.email, email));
    return row!.id;
  }
  async function expireCodesOf(kind: Kind, email: string) {
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.subjectId, await idOf(kind, email)));
  }

  describe('rate limits under parallel requests', () => {
    it('counts exactly the limit of 50 parallel events for one key', async () => {
      const limit = { max: 7, windowMs: 60_000 };
      const results = await Promise.all(
        Array.from({ length: 50 }, () => takeToken(t.database.db, 'parallel:key', limit)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(7);
      const refused = results.find((result) => !result.ok);
      expect(refused && !refused.ok && refused.retryAfterMs).toBeGreaterThan(55_000);
    });

    it('gives 50 parallel code requests from one address exactly the per-address limit, then 429', async () => {
      const address = nextAddress();
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login(`parallel${i}@example.com`, address)),
      );
      // Unknown e-mails answer 404; what the limit refuses answers 429.
      expect(statuses(responses)).toEqual({
        404: CODE_REQUESTS_PER_ADDRESS.max,
        429: 50 - CODE_REQUESTS_PER_ADDRESS.max,
      });
    });

    it('mails exactly the per-e-mail ceiling for 50 parallel requests from many addresses', async () => {
      await addStaff('parallel.owner@example.com');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => login('parallel.owner@example.com', nextAddress())),
      );
      expect(statuses(responses)).toEqual({ 200: CODES_PER_EMAIL.max, 429: 50 - CODES_PER_EMAIL.max });
      expect(t.mailsTo('parallel.owner@example.com')).toHaveLength(CODES_PER_EMAIL.max);
    });

    it('mails exactly 5 codes for 25 parallel requests for one e-mail from one address', async () => {
      await addStaff('parallel.one@example.com');
      const address = nextAddress();
      const responses = await Promise.all(
        Array.from({ length: 25 }, () => login('parallel.one@example.com', address)),
      );
      expect(statuses(responses)).toEqual({ 200: 5, 429: 20 });
      expect(t.mailsTo('parallel.one@example.com')).toHaveLength(CODES_PER_EMAIL_AND_ADDRESS.max);
    });
  });

  describe('an attacker cannot lock the owner out', () => {
    it.each(['staff', 'tenant'] as const)(
      'still mails the %s owner a code after an attacker used up their own quota for that e-mail',
      async (kind) => {
        const email = `locked.${kind}@example.com`;
        if (kind === 'staff') await addStaff(email);
        else await addTenant(email);
        const attacker = nextAddress();
        for (let i = 0; i < CODES_PER_EMAIL_AND_ADDRESS.max; i += 1)
          expect((await login(email, attacker, kind)).statusCode).toBe(200);
        expect((await login(email, attacker, kind)).statusCode).toBe(429);

        const owner = await login(email, nextAddress(), kind);
        expect(owner.statusCode).toBe(200);
        expect(owner.json().message).toBe('OTP has been sent to your email');
        const signedIn = await verify(email, t.lastCode(email), kind);
        expect(signedIn.statusCode).toBe(200);
      },
    );

    it("does not void the owner's pending code when someone asks for another within a minute", async () => {
      const email = 'typing.owner@example.com';
      await addStaff(email);
      await login(email, nextAddress());
      const ownersCode = t.lastCode(email);
      // The attacker asks again from elsewhere while the owner is typing.
      const again = await login(email, nextAddress());
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe('OTP has been sent to your email');
      expect(t.mailsTo(email)).toHaveLength(2);
      expect((await verify(email, ownersCode)).statusCode).toBe(200);
    });

    it('counts an IPv6 /64 as one address', async () => {
      const prefix = '2001:db8:77:1';
      for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i += 1) {
        const response = await login(`v6.${i}@example.com`, `${prefix}:${(i + 1).toString(16)}::${i + 7}`);
        expect(response.statusCode).toBe(404);
      }
      const refused = await login('v6.last@example.com', `${prefix}:ffff:ffff:ffff:fffe`);
      expect(refused.statusCode).toBe(429);
      // Another /64 is another address.
      expect((await login('v6.other@example.com', '2001:db8:77:2::1')).statusCode).toBe(404);
    });
  });

  describe('failed code checks', () => {
    it.each(['staff', 'tenant'] as const)(
      'answers every failed %s code check identically, whatever the state of the code or account',
      async (kind) => {
        const add = kind === 'staff' ? addStaff : addTenant;
        const other: Kind = kind === 'staff' ? 'tenant' : 'staff';
        const e = (name: string) => `${kind}.${name}@example.com`;
        await add(e('pending'));
        await add(e('used'));
        await add(e('expired'));
        await add(e('voided'));
        await add(e('none'));
        await add(e('deleted'), { deletedAt: new Date() });
        if (kind === 'staff') await addStaff(e('unverified'), { isVerified: false });
        if (other === 'tenant') await addTenant(e('of.other.kind'));
        else await addStaff(e('of.other.kind'));

        await login(e('pending'), nextAddress(), kind);
        const pending = t.lastCode(e('pending'));
        await login(e('used'), nextAddress(), kind);
        const used = t.lastCode(e('used'));
        expect((await verify(e('used'), used, kind)).statusCode).toBe(200);
        await login(e('expired'), nextAddress(), kind);
        const expired = t.lastCode(e('expired'));
        await expireCodesOf(kind, e('expired'));
        await login(e('voided'), nextAddress(), kind);
        const voided = t.lastCode(e('voided'));
        const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
        for (let i = 0; i < 5; i += 1) await verify(e('voided'), wrong(voided), kind);

        const failures = [
          verify(e('pending'), wrong(pending), kind),
          verify(e('used'), used, kind),
          verify(e('expired'), expired, kind),
          verify(e('voided'), voided, kind),
          verify(e('none'), '123456', kind),
          verify(e('deleted'), '123456', kind),
          verify(e('of.other.kind'), '123456', kind),
          verify(`nobody.${kind}@example.com`, '123456', kind),
          ...(kind === 'staff' ? [verify(e('unverified'), '123456', kind)] : []),
        ];
        for (const response of await Promise.all(failures)) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(REFUSED_CODE);
          expect(response.cookies).toHaveLength(0);
        }
        // The pending code still works after one wrong try.
        expect((await verify(e('pending'), pending, kind)).statusCode).toBe(200);
      },
    );

    it('keeps the 5-tries rule under parallel wrong guesses', async () => {
      const email = 'guessed@example.com';
      await addStaff(email);
      await login(email, nextAddress());
      const code = t.lastCode(email);
      const guesses = Array.from({ length: 10 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const responses = await Promise.all(guesses.map((otp) => verify(email, otp)));
      expect(responses.every((response) => response.json().message === INVALID_CODE)).toBe(true);
      expect((await verify(email, code)).json()).toEqual(REFUSED_CODE);
      const rows = await t.database.db
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(eq(otpCodes.subjectId, await idOf('staff', email)));
      expect(rows).toEqual([{ attempts: 5 }]);
    });
  });
});

describe.each(databases)('client addresses behind a proxy on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the address the trusted proxy saw, not the left-most X-Forwarded-For the client wrote', async () => {
    let n = 0;
    const login = (forwardedFor: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `nobody${(n += 1)}@example.com` },
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS.max; i += 1) {
      const response = await login(`198.51.100.${i + 1}, 203.0.113.7`);
      expect(response.statusCode).toBe(404);
    }
    expect((await login('198.51.100.200, 203.0.113.7')).statusCode).toBe(429);
    expect((await login('203.0.113.8')).statusCode).toBe(404);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
