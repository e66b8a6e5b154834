// Idempotency-Key on Mark as Paid, on both databases: a retry with the same key and body answers the
// first answer and records nothing more; another body is 409; keys are each caller's own; ten at
// once record one payment; a key 24 hours old is as new; no key is the old behaviour.
import { eq, sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import type { Invoice } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { idempotencyKeys, payments } from '../src/db/schema';
import { deleteExpiredKeys } from '../src/services/idempotency/keys';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';

describe.each(databases)('Idempotency-Key on Mark as Paid on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  let rent: Invoice;

  beforeEach(async () => {
    world = await openBillingWorld(database, plusDays(today(), -20));
    t = world.t;
    const answer = await t.request({
      url: `/api/v1/payment/tenant-invoice/${world.tenantId}`,
      headers: { cookie: world.admin },
    });
    rent = answer.json<{ data: Invoice[] }>().data.find((invoice) => invoice.invoiceType === 'RENT')!;
  });
  afterEach(() => t.close());

  const pay = (
    key: string | undefined,
    amount: number,
    options: { cookie?: string; billingId?: string } = {},
  ) =>
    t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${options.billingId ?? rent._id}/pay`,
      headers: {
        cookie: options.cookie ?? world.admin,
        ...(key !== undefined && { 'idempotency-key': key }),
      },
      payload: { paymentMode: 'CASH', paidAt: today(), amount },
    });
  const paymentsOfRent = async () =>
    (await t.database.db.select().from(payments).where(eq(payments.invoiceId, rent._id))).map(
      (payment) => payment.amountPaise,
    );

  it('answers a retry with the same key and body with the first answer, and records one payment', async () => {
    const first = await pay('retry-1', 1000);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await pay('retry-1', 1000);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await paymentsOfRent()).toEqual([100_000]);
  });

  it('refuses the key with another body or on another invoice (409) and records nothing more', async () => {
    expect((await pay('retry-2', 1000)).statusCode).toBe(200);
    const otherBody = await pay('retry-2', 2000);
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toMatchObject({
      message: MESSAGES.idempotencyKeyReused,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const advance = (
      await t.request({
        url: `/api/v1/payment/tenant-invoice/${world.tenantId}`,
        headers: { cookie: world.admin },
      })
    )
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === 'ADVANCE')!;
    expect((await pay('retry-2', 1000, { billingId: advance._id })).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
  });

  it('keeps keys per caller: two callers’ equal keys are two payments', async () => {
    expect((await pay('shared-key', 1000)).statusCode).toBe(200);
    const manager = await pay('shared-key', 1000, { cookie: world.manager });
    expect(manager.statusCode).toBe(200);
    expect(manager.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOfRent()).toEqual([100_000, 100_000]);
  });

  it('records one payment for ten requests at once with one key; the rest replay it or wait (409)', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay('at-once', 500)));
    expect(await paymentsOfRent()).toEqual([50_000]);
    const succeeded = answers.filter((answer) => answer.statusCode === 200);
    expect(succeeded.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(new Set(succeeded.map((answer) => answer.body)).size).toBe(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
        message: MESSAGES.idempotencyKeyInProgress,
      });
    }
    // Once the first has answered, a retry gets its answer.
    const later = await pay('at-once', 500);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toBe(succeeded[0]!.body);
  });

  it('treats a key older than 24 hours as new, and the sweep deletes only such keys', async () => {
    expect((await pay('old-key', 1000)).statusCode).toBe(200);
    expect((await pay('kept-key', 700)).statusCode).toBe(200);
    const { db } = t.database;
    const dayAgo = sql`now() - interval '24 hours 1 minute'`;
    await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'old-key'));
    const again = await pay('old-key', 1000);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOfRent()).toEqual([100_000, 70_000, 100_000]);
    await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, 'old-key'));
    expect(await deleteExpiredKeys(db)).toBe(1);
    expect((await db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['kept-key']);
  });

  it('without the header records every request, as before', async () => {
    expect((await pay(undefined, 1000)).statusCode).toBe(200);
    const second = await pay(undefined, 1000);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOfRent()).toEqual([100_000, 100_000]);
    expect(await t.database.db.select().from(idempotencyKeys)).toHaveLength(0);
  });

  it('refuses a key that is empty, too long or not printable ASCII with a clear 400', async () => {
    for (const key of ['', 'k'.repeat(201), 'clé-1']) {
      const refused = await pay(key, 1000);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: MESSAGES.idempotencyKeyInvalid,
        code: 'IDEMPOTENCY_KEY_INVALID',
      });
    }
    expect(await paymentsOfRent()).toEqual([]);
    // 200 characters, and the draft's quoted form of the same key.
    expect((await pay('k'.repeat(200), 1000)).statusCode).toBe(200);
    expect((await pay(`"${'k'.repeat(200)}"`, 1000)).headers['idempotent-replayed']).toBe('true');
    expect(await paymentsOfRent()).toEqual([100_000]);
  });

  it('frees the key of a refused request: the corrected retry with the same key is recorded', async () => {
    const refused = await pay('fix-and-retry', 20_000);
    expect(refused.json().code).toBe('AMOUNT_OVER_OUTSTANDING');
    expect((await pay('fix-and-retry', 2000)).statusCode).toBe(200);
    const replay = await pay('fix-and-retry', 2000);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await paymentsOfRent()).toEqual([200_000]);
  });

  it('replays the answer as sent, compressed again when asked', async () => {
    const gzip = (key: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/v1/payment/${rent._id}/pay`,
        headers: { cookie: world.admin, 'idempotency-key': key, 'accept-encoding': 'gzip' },
        payload: { paymentMode: 'CASH', paidAt: today(), amount: 1000 },
      });
    // Part payments enough for an answer over the 1 KB the API compresses from.
    for (let paid = 0; paid < 4; paid += 1) expect((await pay(undefined, 100)).statusCode).toBe(200);
    const first = await gzip('compressed');
    const again = await gzip('compressed');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const text = (answer: typeof first) =>
      answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.rawPayload).toString() : answer.body;
    expect(JSON.parse(text(again))).toEqual(JSON.parse(text(first)));
    expect([first.headers['content-encoding'], again.headers['content-encoding']]).toEqual(['gzip', 'gzip']);
    // Kept before compression: the stored answer is the JSON itself.
    const [kept] = await t.database.db.select().from(idempotencyKeys);
    expect(JSON.parse(kept!.responseBody!)).toEqual(JSON.parse(text(first)));
  });
});
