// 'I have paid' for several invoices with one UTR and a part amount (POST /tenant/my-claims), the
// per-invoice claim's optional amount, and a claim closed by a payment recorded another way (same
// UTR: CONFIRMED; same amount: SETTLED), so confirming it cannot record the money twice. Both databases.
import { eq } from 'drizzle-orm';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { paymentClaims, payments, properties } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { addBeds, assign } from './billing-fixtures';
import { openBillingWorld } from './billing-world';
import { addTenant, formData, PNG } from './fixtures';
import { databases, type TestApp } from './helpers';

describe.each(databases)('claims of several invoices on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let otherTenantId: string;
  let propertyId: string;
  let made = 0;
  const start = plusDays(today(), -20);

  beforeAll(async () => {
    ({ t, admin, otherTenantId } = await openBillingWorld(database, start));
    const [row] = await t.database.db.select().from(properties).where(eq(properties.name, 'Sunrise PG'));
    propertyId = row!.id;
  });
  afterAll(() => t.close());

  /** A new tenant with a RENT of ₹6,000 and an ADVANCE of ₹4,000.50: their cookie and invoices, oldest first. */
  async function newTenant() {
    made += 1;
    const email = `several-${made}@example.com`;
    const tenantId = await addTenant(t.database.db, email, propertyId);
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bedId!, startDate: start, rent: 6000, advance: 4000.5 });
    const cookie = await t.cookieFor('tenant', email);
    return { cookie, tenantId, invoices: await invoicesOf(tenantId) };
  }
  const invoicesOf = async (tenantId: string): Promise<Invoice[]> => {
    const list: Invoice[] = (
      await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } })
    ).json().data;
    return list.sort(
      (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId.localeCompare(b.invoiceId),
    );
  };
  const claimSeveral = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/v1/tenant/my-claims', headers: { cookie }, payload });
  const claimOne = (cookie: string, invoiceId: string, payload: Record<string, string | number>) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${invoiceId}/claims`,
      headers: { cookie },
      payload,
    });
  const pay = (invoiceId: string, payload: object) =>
    t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${invoiceId}/pay`,
      headers: { cookie: admin },
      payload,
    });
  const confirm = (invoiceId: string, claimId: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/payment/${invoiceId}/claims/${claimId}/confirm`,
      headers: { cookie: admin },
    });
  const claimRows = (tenantId: string) =>
    t.database.db.select().from(paymentClaims).where(eq(paymentClaims.tenantId, tenantId));

  it('claims every invoice it names with one UTR, what each owes by default', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const answer = await claimSeveral(cookie, {
      utr: '4123-4567-8901',
      invoiceIds: invoices.map((i) => i._id),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().message).toBe(MESSAGES.claimRecorded);
    const claims = answer.json<{ data: PaymentClaim[] }>().data;
    expect(claims.map((claim) => [claim.invoice, claim.amount, claim.utr, claim.status])).toEqual(
      invoices.map((invoice) => [invoice._id, invoice.outstandingAmount, '412345678901', 'OPEN']),
    );
    expect(await claimRows(tenantId)).toHaveLength(invoices.length);
  });

  it('allots a part amount to the oldest invoice first; each row is confirmed on its own (UTR, UTR/2)', async () => {
    const { cookie, invoices } = await newTenant();
    const [oldest, newer] = invoices as [Invoice, Invoice];
    const amount = oldest.outstandingAmount + 500.25;
    const answer = await claimSeveral(cookie, {
      utr: '523456789012',
      invoiceIds: [newer._id, oldest._id],
      amount,
    });
    expect(answer.statusCode).toBe(201);
    const claims = answer.json<{ data: PaymentClaim[] }>().data;
    expect(claims.map((claim) => [claim.invoice, claim.amount])).toEqual([
      [oldest._id, oldest.outstandingAmount],
      [newer._id, 500.25],
    ]);
    const one = await confirm(oldest._id, claims[0]!._id);
    const two = await confirm(newer._id, claims[1]!._id);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json<{ data: Invoice }>().data).toMatchObject({ status: 'PAID' });
    expect(two.json<{ data: Invoice }>().data.payments.at(-1)).toMatchObject({
      amount: 500.25,
      reference: '523456789012/2',
    });
  });

  it('stops where the amount runs out: invoices it does not reach get no claim', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const answer = await claimSeveral(cookie, {
      utr: '623456789012',
      invoiceIds: invoices.map((i) => i._id),
      amount: 100,
    });
    expect(
      answer.json<{ data: PaymentClaim[] }>().data.map((claim) => [claim.invoice, claim.amount]),
    ).toEqual([[invoices[0]!._id, 100]]);
    expect(await claimRows(tenantId)).toHaveLength(1);
  });

  it('refuses with clear answers and writes nothing', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const ids = invoices.map((invoice) => invoice._id);
    const sum = invoices.reduce((total, invoice) => total + invoice.outstandingAmount, 0);
    const none = await claimSeveral(cookie, { utr: '723456789012', invoiceIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ invoiceIds: MESSAGES.claimInvoicesRequired });
    const tooMuch = await claimSeveral(cookie, { utr: '723456789012', invoiceIds: ids, amount: sum + 0.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ errors: { amount: MESSAGES.claimAmountOverInvoices } });
    const foreign = (await invoicesOf(otherTenantId))[0]!._id;
    expect(
      (await claimSeveral(cookie, { utr: '723456789012', invoiceIds: [...ids, foreign] })).statusCode,
    ).toBe(404);
    expect((await claimSeveral(cookie, { utr: '723456789012', invoiceIds: ['not-an-id'] })).statusCode).toBe(
      404,
    );
    expect((await claimSeveral(admin, { utr: '723456789012', invoiceIds: ids })).statusCode).toBe(403);
    expect(await claimRows(tenantId)).toHaveLength(0);
    // A paid invoice: 409, and the other invoice is not claimed either.
    expect((await pay(ids[0]!, { paymentMode: 'CASH', paidAt: today() })).statusCode).toBe(200);
    const paid = await claimSeveral(cookie, { utr: '723456789012', invoiceIds: ids });
    expect(paid.json().code).toBe('INVOICE_ALREADY_PAID');
    // A UTR already standing on one of them: 409 as on one invoice.
    expect((await claimOne(cookie, ids[1]!, { utr: '723456789012', amount: 1 })).statusCode).toBe(201);
    const again = await claimSeveral(cookie, { utr: '723456789012', invoiceIds: [ids[1]!] });
    expect(again.json().code).toBe('UTR_ALREADY_CLAIMED');
    expect(await claimRows(tenantId)).toHaveLength(1);
  });

  it('takes a multipart form: ids separated by commas and a screenshot shared by the rows', async () => {
    const { cookie, invoices } = await newTenant();
    const answer = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/my-claims',
      headers: { cookie },
      payload: formData(
        { utr: '823456789012', invoiceIds: invoices.map((i) => i._id).join(','), amount: '₹6,000' },
        { screenshot: { content: PNG, name: 'paid.png' } },
      ),
    });
    expect(answer.statusCode).toBe(201);
    const claims = answer.json<{ data: PaymentClaim[] }>().data;
    expect(claims.length).toBeGreaterThanOrEqual(1);
    expect(new Set(claims.map((claim) => claim.screenshot?.url)).size).toBe(1);
    expect(claims.reduce((sum, claim) => sum + claim.amount, 0)).toBe(6000);
  });

  it('takes an amount on one invoice: less is a part, more than outstanding is refused; none keeps all', async () => {
    const { cookie, invoices } = await newTenant();
    const [first, second] = invoices as [Invoice, Invoice];
    const over = await claimOne(cookie, first._id, {
      utr: '923456789012',
      amount: first.outstandingAmount + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ amount: MESSAGES.amountOverOutstanding });
    const part = await claimOne(cookie, first._id, { utr: '923456789012', amount: '1,000.50' });
    expect(part.json().data).toMatchObject({ amount: 1000.5, status: 'OPEN' });
    const whole = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${second._id}/claims`,
      headers: { cookie },
      payload: formData({ utr: '923456789012' }),
    });
    expect(whole.json().data).toMatchObject({ amount: second.outstandingAmount });
  });

  it('closes a claim when staff record its UTR with Mark as Paid: confirming it later is a 409', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const [first, second] = invoices as [Invoice, Invoice];
    const claims = (
      await claimSeveral(cookie, { utr: '312345678901', invoiceIds: [first._id, second._id] })
    ).json<{ data: PaymentClaim[] }>().data;
    // The bank's way of writing it (leading zero) on the first; the second part of the transfer on the second.
    expect(
      (await pay(first._id, { paymentMode: 'UPI', paidAt: today(), amount: 10, reference: '0312345678901' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await pay(second._id, { paymentMode: 'UPI', paidAt: today(), reference: '312345678901/2' }))
        .statusCode,
    ).toBe(200);
    const rows = await claimRows(tenantId);
    const ledger = await t.database.db.select().from(payments).where(eq(payments.propertyId, propertyId));
    for (const claim of claims) {
      const row = rows.find((entry) => entry.id === claim._id)!;
      expect(row.status).toBe('CONFIRMED');
      expect(ledger.find((entry) => entry.id === row.paymentId)?.invoiceId).toBe(claim.invoice);
      expect(row.decidedAt).not.toBeNull();
    }
    const before = ledger.length;
    const refused = await confirm(first._id, claims[0]!._id);
    expect(refused.json().code).toBe('CLAIM_NOT_OPEN');
    expect(
      await t.database.db.select().from(payments).where(eq(payments.propertyId, propertyId)),
    ).toHaveLength(before);
  });

  it('settles a claim when a payment of its amount is recorded without its UTR; another amount leaves it open', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const [first] = invoices as [Invoice];
    const claim = (await claimOne(cookie, first._id, { utr: '212345678901', amount: 2000 })).json()
      .data as PaymentClaim;
    expect((await pay(first._id, { paymentMode: 'CASH', paidAt: today(), amount: 1999 })).statusCode).toBe(
      200,
    );
    expect((await claimRows(tenantId))[0]!.status).toBe('OPEN');
    const cash = await pay(first._id, { paymentMode: 'CASH', paidAt: today(), amount: 2000 });
    expect(cash.statusCode).toBe(200);
    const [row] = await claimRows(tenantId);
    expect(row).toMatchObject({ status: 'SETTLED', paymentId: expect.any(String) });
    const mine = (await t.request({ url: '/api/v1/payment/my-invoices', headers: { cookie } })).json()
      .data as Invoice[];
    expect(mine.find((invoice) => invoice._id === first._id)!.claims![0]).toMatchObject({
      _id: claim._id,
      status: 'SETTLED',
    });
    expect((await confirm(first._id, claim._id)).json().code).toBe('CLAIM_NOT_OPEN');
  });

  it('lets one of many concurrent claims of the same invoices through, in any order of ids', async () => {
    const { cookie, tenantId, invoices } = await newTenant();
    const ids = invoices.map((invoice) => invoice._id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimSeveral(cookie, {
          utr: `9100000000${String(i).padStart(2, '0')}`,
          invoiceIds: i % 2 ? ids : [...ids].reverse(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await claimRows(tenantId)).toHaveLength(ids.length);
  });
});
