// Bank statement import and matching over HTTP, on both databases (issue 23): matched, duplicate,
// suggested and unmatched credits, an amount over what is outstanding, the queue and its scope.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { payments, statementLines, statementMappings } from '../src/db/schema';
import { today } from '../src/services/calendar';
import { plusDays } from '../src/services/calendar';
import { openBillingWorld, type BillingWorld } from './billing-world';
import { formData } from './fixtures';
import { databases, type TestApp } from './helpers';
import { hdfcStatement, importFile, invoicesOf, managerOf } from './statements-fixtures';

describe.each(databases)('bank statement import on $name', (database) => {
  let world: BillingWorld;
  let t: TestApp;
  const day = today();

  beforeEach(async () => {
    world = await openBillingWorld(database, plusDays(day, -20));
    t = world.t;
  });
  afterEach(() => t.close());

  const invoiceOf = async (type: 'RENT' | 'ADVANCE') =>
    (await invoicesOf(t, world.admin, world.tenantId)).find((invoice) => invoice.invoiceType === type)!;
  const lines = async (status: string, cookie = world.admin) =>
    (
      await t.request({ url: `/api/v1/payment/statement-lines?status=${status}&page=1`, headers: { cookie } })
    ).json();

  it('records a payment for the invoiceId in the narration, mode by the narration, reference the UTR', async () => {
    const rent = await invoiceOf('RENT');
    const advance = await invoiceOf('ADVANCE');
    const file = hdfcStatement(day, [
      {
        narration: `UPI/412345678901/${rent.invoiceId}/asha@okaxis`,
        amount: '9,500.50',
        utr: '412345678901',
      },
      {
        narration: `NEFT-N12345-ASHA RAO-${advance.invoiceId.replace(/-/g, '')}`,
        amount: '₹4,000.00',
        utr: 'N123456789',
      },
    ]);
    const response = await importFile(t, world.admin, file);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ read: 2, matched: 2, suggested: 0, unmatched: 0, duplicates: 0 });
    const after = await invoicesOf(t, world.admin, world.tenantId);
    const paidRent = after.find((invoice) => invoice._id === rent._id)!;
    expect(paidRent.status).toBe('PAID');
    expect(paidRent.payments[0]).toMatchObject({
      amount: 9500.5,
      paymentMode: 'UPI',
      paidAt: day,
      reference: '412345678901',
    });
    const partAdvance = after.find((invoice) => invoice._id === advance._id)!;
    expect(partAdvance.outstandingAmount).toBe(6000);
    expect(partAdvance.payments[0]).toMatchObject({ paymentMode: 'BANK_TRANSFER', reference: 'N123456789' });
    expect((await lines('MATCHED')).pagination.total).toBe(2);
  });

  it('never records more than what is outstanding: the rest is an unmatched remainder', async () => {
    const rent = await invoiceOf('RENT');
    const file = hdfcStatement(day, [
      { narration: `UPI/${rent.invoiceId}`, amount: '10000', utr: '412345678902' },
    ]);
    expect((await importFile(t, world.admin, file)).json().data).toMatchObject({
      read: 1,
      matched: 1,
      suggested: 0,
      unmatched: 1,
      duplicates: 0,
    });
    const paid = (await invoiceOf('RENT')).payments;
    expect(paid.map((payment) => payment.amount)).toEqual([9500.5]);
    const unmatched = await lines('UNMATCHED');
    expect(unmatched.data).toEqual([expect.objectContaining({ amount: 499.5, reference: '412345678902' })]);
    // The remainder placed on the advance: a payment with the part's own reference.
    const advance = await invoiceOf('ADVANCE');
    const match = await t.request({
      method: 'POST',
      url: `/api/v1/payment/statement-lines/${unmatched.data[0]._id}/match`,
      headers: { cookie: world.manager },
      payload: { billingId: advance._id },
    });
    expect(match.statusCode).toBe(200);
    expect((await invoiceOf('ADVANCE')).payments[0]).toMatchObject({
      amount: 499.5,
      reference: '412345678902/2',
    });
  });

  it('records each payment once when the same file is imported twice', async () => {
    const rent = await invoiceOf('RENT');
    const file = hdfcStatement(day, [
      { narration: `UPI/${rent.invoiceId}`, amount: '9500.50', utr: '412345678903' },
      { narration: 'UPI/someone else', amount: '700', utr: '412345678904' },
    ]);
    expect((await importFile(t, world.admin, file)).json().data).toMatchObject({ matched: 1, unmatched: 1 });
    expect((await importFile(t, world.admin, file)).json().data).toMatchObject({
      read: 2,
      matched: 0,
      suggested: 0,
      unmatched: 0,
      duplicates: 2,
    });
    expect(await t.database.db.select().from(payments)).toHaveLength(1);
    expect(await t.database.db.select().from(statementLines)).toHaveLength(2);
  });

  it('suggests the tenant who owes exactly the amount and is named; Confirm records the payment', async () => {
    // asha rao owes 9,500.50 (rent) + 10,000 (advance)
    const file = hdfcStatement(day, [
      { narration: 'IMPS/P2A/ASHA RAO/SBIN', amount: '19,500.50', utr: '612345678905' },
      { narration: 'UPI/9876543210@ybl/rent', amount: '19500.50', utr: '612345678906' },
      { narration: 'UPI/ASHA RAO/rent', amount: '500', utr: '612345678907' },
    ]);
    expect((await importFile(t, world.admin, file)).json().data).toMatchObject({
      read: 3,
      matched: 0,
      suggested: 2,
      unmatched: 1,
      duplicates: 0,
    });
    const suggested = await lines('SUGGESTED');
    expect(suggested.data[0]).toMatchObject({
      tenant: { fullName: 'asha rao' },
      invoice: { invoiceId: expect.any(String) },
    });
    const line = suggested.data[0];
    const confirm = await t.request({
      method: 'POST',
      url: `/api/v1/payment/statement-lines/${line._id}/match`,
      headers: { cookie: world.admin },
      payload: { billingId: line.invoice._id },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe(MESSAGES.statementLineMatched);
    expect((await lines('MATCHED')).data).toHaveLength(1);
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/payment/statement-lines/${line._id}/ignore`,
      headers: { cookie: world.admin },
    });
    expect(again.statusCode).toBe(409);
  });

  it('ignores an unmatched line; another property’s manager gets 404 and sees none', async () => {
    await importFile(t, world.admin, hdfcStatement(day, [{ narration: 'REFUND', amount: '50', utr: 'R1' }]));
    const [line] = (await lines('UNMATCHED')).data;
    const stranger = await managerOf(t, world.otherPropertyId, 'lake-manager@example.com');
    const rent = await invoiceOf('RENT');
    const foreignCalls = [
      { method: 'POST' as const, url: `/api/v1/payment/statement-lines/${line._id}/ignore` },
      {
        method: 'POST' as const,
        url: `/api/v1/payment/statement-lines/${line._id}/match`,
        payload: { billingId: rent._id },
      },
    ];
    for (const call of foreignCalls) {
      expect((await t.request({ ...call, headers: { cookie: stranger } })).statusCode).toBe(404);
    }
    expect((await lines('UNMATCHED', stranger)).data).toEqual([]);
    const ignore = await t.request({ ...foreignCalls[0]!, headers: { cookie: world.admin } });
    expect(ignore.statusCode).toBe(200);
    expect((await lines('IGNORED')).data).toHaveLength(1);
  });

  it('takes a reference on Mark as Paid, shows it in the ledger, and refuses it twice in the property', async () => {
    const rent = await invoiceOf('RENT');
    const advance = await invoiceOf('ADVANCE');
    const pay = (id: string, reference: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/v1/payment/${id}/pay`,
        headers: { cookie: world.admin },
        payload: { paymentMode: 'BANK_TRANSFER', paidAt: day, amount: 100, reference },
      });
    const first = await pay(rent._id, 'CHQ-000123');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.payments[0].reference).toBe('CHQ-000123');
    const again = await pay(advance._id, 'CHQ-000123');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REFERENCE_ALREADY_RECORDED',
      errors: { reference: MESSAGES.referenceAlreadyRecorded },
    });
    // A statement carrying it is a duplicate.
    const file = hdfcStatement(day, [
      { narration: `CHQ ${advance.invoiceId}`, amount: '100', utr: 'CHQ-000123' },
    ]);
    expect((await importFile(t, world.admin, file)).json().data).toMatchObject({ duplicates: 1, matched: 0 });
  });

  it('refuses to confirm a claim whose UTR the ledger already holds (409), recording nothing', async () => {
    const rent = await invoiceOf('RENT');
    const advance = await invoiceOf('ADVANCE');
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${rent._id}/claims`,
      headers: { cookie: world.tenant },
      payload: formData({ utr: '312345678901' }),
    });
    expect(claimed.statusCode).toBe(201);
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${advance._id}/pay`,
      headers: { cookie: world.admin },
      payload: { paymentMode: 'UPI', paidAt: day, amount: 10, reference: '312345678901' },
    });
    expect(paid.statusCode).toBe(200);
    const claimId = claimed.json().data._id;
    const confirm = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${rent._id}/claims/${claimId}/confirm`,
      headers: { cookie: world.admin },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('REFERENCE_ALREADY_RECORDED');
    expect((await invoiceOf('RENT')).payments).toEqual([]);
  });

  it('keeps the mapping the user confirms, and reads the next file with it', async () => {
    const custom = 'When,What,Money In,Bank Ref\n' + `${day},UPI/x,100,U1\n`;
    expect((await importFile(t, world.admin, custom)).statusCode).toBe(400);
    const mapping = {
      dateColumn: 'When',
      narrationColumn: 'What',
      creditColumn: 'Money In',
      referenceColumn: 'Bank Ref',
    };
    const confirmed = await importFile(t, world.admin, custom, mapping);
    expect(confirmed.json().data).toMatchObject({ read: 1, unmatched: 1 });
    expect(await t.database.db.select().from(statementMappings)).toHaveLength(1);
    const kept = await t.request({
      url: '/api/v1/payment/statement-mapping',
      headers: { cookie: world.manager },
    });
    // the withdrawal, Dr / Cr and balance columns this file does not have are answered as none
    expect(kept.json().data).toEqual({
      ...mapping,
      debitColumn: null,
      indicatorColumn: null,
      balanceColumn: null,
    });
    const next = 'When,What,Money In,Bank Ref\n' + `${day},UPI/y,200,U2\n`;
    expect((await importFile(t, world.admin, next)).json().data).toMatchObject({ read: 1 });
    const reset = await t.request({
      method: 'PUT',
      url: '/api/v1/payment/statement-mapping',
      headers: { cookie: world.admin },
      payload: { ...mapping, referenceColumn: null },
    });
    expect(reset.json().data.referenceColumn).toBeNull();
    const rows = await t.database.db.select().from(statementLines).where(eq(statementLines.reference, 'U2'));
    expect(rows).toHaveLength(1);
  });
});
