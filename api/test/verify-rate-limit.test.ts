// The public verify routes' per-address limit (issue 44), on both databases: the page, the JSON
// answer and the public keys together allow VERIFY_CHECKS_PER_ADDRESS checks a minute from one
// address (an IPv6 /64 counts as one), then answer 429 with Retry-After (the page as HTML that
// says so); another address is not held back, and the count lives in the database.
import { eq } from 'drizzle-orm';
import { rateLimits } from '../src/db/schema';
import { VERIFY_CHECKS_PER_ADDRESS } from '../src/plugins/verify-limit';
import { createTestApp, databases, type TestApp } from './helpers';

const statuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>((count, code) => ({ ...count, [code]: (count[code] ?? 0) + 1 }), {});

describe.each(databases)('verify rate limit on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const page = (remoteAddress: string) => t.request({ url: '/verify/AAAA', remoteAddress });
  const json = (remoteAddress: string) => t.request({ url: '/api/v1/verify/AAAA', remoteAddress });
  const keys = (remoteAddress: string) => t.request({ url: '/api/v1/verify/keys', remoteAddress });

  it('allows the limit a minute across the page, the JSON answer and the keys, then 429', async () => {
    const address = '198.51.100.7';
    const max = VERIFY_CHECKS_PER_ADDRESS.max;
    expect(max).toBe(60);
    expect(VERIFY_CHECKS_PER_ADDRESS.windowMs).toBe(60_000);
    const calls = [page, json, keys];
    const responses = await Promise.all(
      Array.from({ length: max + 15 }, (_, index) => calls[index % 3]!(address)),
    );
    expect(statuses(responses.map((response) => response.statusCode))).toEqual({ 200: max, 429: 15 });

    const refusedJson = await json(address);
    expect(refusedJson.statusCode).toBe(429);
    expect(Number(refusedJson.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedJson.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many paper checks from your network\. Try again in \d+ seconds\.$/,
      ),
    });
    expect((await keys(address)).statusCode).toBe(429);

    const refusedPage = await page(address);
    expect(refusedPage.statusCode).toBe(429);
    expect(refusedPage.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refusedPage.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedPage.body).toContain('<h1 id="result">Too many checks</h1>');
    expect(refusedPage.body).toMatch(/Too many paper checks from your network\. Try again in \d+ seconds\./);

    // counted in the database, where every server reads it
    const [row] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `ip-verify:${address}`));
    expect(row?.hits).toHaveLength(max);

    // another address checks as before
    expect((await page('198.51.100.8')).statusCode).toBe(200);
    expect((await json('198.51.100.8')).json().data).toEqual({ status: 'NOT_ISSUED' });
  });

  it('counts an IPv6 /64 as one address', async () => {
    const max = VERIFY_CHECKS_PER_ADDRESS.max;
    const responses = await Promise.all(
      Array.from({ length: max + 1 }, (_, index) => json(`2001:db8:1:2::${(index + 1).toString(16)}`)),
    );
    expect(statuses(responses.map((response) => response.statusCode))).toEqual({ 200: max, 429: 1 });
    expect((await json('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('lets the address check again once the oldest check leaves the window', async () => {
    const address = '203.0.113.9';
    for (let index = 0; index < VERIFY_CHECKS_PER_ADDRESS.max; index += 1) await keys(address);
    expect((await keys(address)).statusCode).toBe(429);
    // the window moves on: the stored checks are a minute old
    const key = `ip-verify:${address}`;
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    const aged = row!.hits.map((hit) => new Date(hit.getTime() - VERIFY_CHECKS_PER_ADDRESS.windowMs - 1000));
    await t.database.db.update(rateLimits).set({ hits: aged }).where(eq(rateLimits.key, key));
    expect((await keys(address)).statusCode).toBe(200);
  });
});
