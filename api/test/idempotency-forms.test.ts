// Idempotency-Key on the other money routes, on both databases: a statement import (multipart: the
// key's request is its fields and its file's bytes, not the random boundary), matching a statement
// line and confirming a claim; and the header in the API document.
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { idempotencyKeys, payments, statementLines } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { formData } from './fixtures';
import { databases, type TestApp } from './helpers';
import { hdfcStatement } from './statements-fixtures';

describe.each(databases)('Idempotency-Key on forms, matches and claims on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  const day = today();

  beforeEach(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterEach(() => t.close());

  const importWithKey = (key: string, content: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/payment/statements',
      headers: { cookie: world.admin, 'idempotency-key': key },
      payload: formData({}, { file: { content: Buffer.from(content), name: 'statement.csv' } }),
    });
  const countOf = async (table: typeof payments | typeof statementLines) =>
    (await t.database.db.select().from(table)).length;
  const rentOf = async () =>
    (
      await t.request({
        url: `/api/v1/payment/tenant-invoice/${world.tenantId}`,
        headers: { cookie: world.admin },
      })
    )
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === 'RENT')!;

  it('answers the same statement file sent again under one key with the first answer', async () => {
    const rent = await rentOf();
    const file = hdfcStatement(day, [
      { narration: `UPI/412345678901/${rent.invoiceId}`, amount: '1,000', utr: '412345678901' },
      { narration: 'UPI/SOMEONE/misc', amount: '500', utr: '412345678902' },
    ]);
    const first = await importWithKey('statement-1', file);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ read: 2, matched: 1, unmatched: 1, duplicates: 0 });
    const again = await importWithKey('statement-1', file);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Imported again, the file would answer two duplicates: this is the first answer, kept.
    expect(again.body).toBe(first.body);
    expect([await countOf(payments), await countOf(statementLines)]).toEqual([1, 2]);
    // Another file under the same key: 409, nothing read.
    const other = await importWithKey(
      'statement-1',
      hdfcStatement(day, [{ narration: 'UPI/SOMEONE/else', amount: '700', utr: '412345678903' }]),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await countOf(statementLines)).toBe(2);
  });

  it('answers 409 to the same upload while the first under its key is still being processed', async () => {
    const file = hdfcStatement(day, [{ narration: 'UPI/SOMEONE/misc', amount: '500', utr: '412345678904' }]);
    expect((await importWithKey('statement-2', file)).statusCode).toBe(200);
    // As if the first were still running (or its server stopped before keeping its answer).
    await t.database.db.update(idempotencyKeys).set({ statusCode: null, responseBody: null });
    const retry = await importWithKey('statement-2', file);
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_IN_PROGRESS',
      message: MESSAGES.idempotencyKeyInProgress,
    });
    expect(await countOf(statementLines)).toBe(1);
  });

  it('answers a retried match of a statement line with the first answer and records one payment', async () => {
    const file = hdfcStatement(day, [{ narration: 'UPI/SOMEONE/misc', amount: '500', utr: '412345678905' }]);
    expect((await importWithKey('statement-3', file)).json().data).toMatchObject({ unmatched: 1 });
    const [line] = await t.database.db.select().from(statementLines);
    const rent = await rentOf();
    const match = (key: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/payment/statement-lines/${line!.id}/match`,
        headers: { cookie: world.admin, 'idempotency-key': key },
        payload: { billingId: rent._id },
      });
    const first = await match('match-1');
    expect(first.statusCode).toBe(200);
    const again = await match('match-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // A new key is a new request: the line is matched already.
    expect((await match('match-2')).json().code).toBe('STATEMENT_LINE_DONE');
    expect(await countOf(payments)).toBe(1);
  });

  it('answers a retried confirmation of a claim with the first answer and records one payment', async () => {
    const rent = await rentOf();
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${rent._id}/claims`,
      headers: { cookie: world.tenant },
      payload: formData({ utr: '432156789012' }),
    });
    const claim = claimed.json<{ data: PaymentClaim }>().data;
    const confirm = () =>
      t.request({
        method: 'POST',
        url: `/api/v1/payment/${rent._id}/claims/${claim._id}/confirm`,
        headers: { cookie: world.admin, 'idempotency-key': 'confirm-1' },
      });
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    const again = await confirm();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await countOf(payments)).toBe(1);
  });

  it('declares the optional header on the four money operations only', async () => {
    const { paths } = (await t.request({ url: '/api/v1/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean }> }>
      >;
    }>();
    const keyed = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          operation.parameters?.some(
            (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
          ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed.sort()).toEqual([
      'PATCH /api/v1/payment/{billingId}/pay',
      'POST /api/v1/payment/statement-lines/{lineId}/match',
      'POST /api/v1/payment/statements',
      'POST /api/v1/payment/{billingId}/claims/{claimId}/confirm',
    ]);
  });
});
