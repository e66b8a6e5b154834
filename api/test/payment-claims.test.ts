// 'I have paid' claims over HTTP, on both databases: a tenant claims with a UTR (and a screenshot),
// staff confirm (a UPI payment with the UTR as its reference) or reject (a reason the tenant sees).
import { eq } from 'drizzle-orm';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { paymentClaims, payments } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { formData, PDF, PNG } from './fixtures';
import { databases, type TestApp } from './helpers';

describe.each(databases)('payment claims on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  let otherTenantId: string;
  const start = plusDays(today(), -20);

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId, otherTenantId } = await openBillingWorld(database, start));
  });
  afterAll(() => t.close());

  const invoicesOf = async (id: string, cookie = admin): Promise<Invoice[]> =>
    (await t.request({ url: `/api/v1/payment/tenant-invoice/${id}`, headers: { cookie } })).json().data;
  const invoiceOf = async (type: Invoice['invoiceType'], id = tenantId) =>
    (await invoicesOf(id)).find((invoice) => invoice.invoiceType === type)!;
  const claim = (invoiceId: string, fields: Record<string, string>, cookie = tenant, files = {}) =>
    t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${invoiceId}/claims`,
      headers: { cookie },
      payload: formData(fields, files),
    });
  const decide = (
    invoiceId: string,
    claimId: string,
    action: 'confirm' | 'reject',
    cookie = admin,
    payload = {},
  ) =>
    t.request({
      method: 'POST',
      url: `/api/v1/payment/${invoiceId}/claims/${claimId}/${action}`,
      headers: { cookie },
      payload,
    });

  it('refuses a UTR that is not 12 digits, with a clear message on the field', async () => {
    const rent = await invoiceOf('RENT');
    for (const utr of ['', '12345', '1234567890123', 'ABCDEFGHIJKL']) {
      const response = await claim(rent._id, { utr });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ utr: MESSAGES.utrInvalid });
    }
  });

  it('keeps claims to the tenant’s own invoices: 404 for another’s, 403 for staff, 401 signed out', async () => {
    const foreign = await invoiceOf('RENT', otherTenantId);
    expect((await claim(foreign._id, { utr: '123456789012' })).statusCode).toBe(404);
    expect((await claim('not-an-id', { utr: '123456789012' })).statusCode).toBe(404);
    const rent = await invoiceOf('RENT');
    expect((await claim(rent._id, { utr: '123456789012' }, admin)).statusCode).toBe(403);
    expect((await claim(rent._id, { utr: '123456789012' }, '')).statusCode).toBe(401);
    expect(await t.database.db.select().from(paymentClaims)).toHaveLength(0);
  });

  it('records a claim of what is outstanding, with a private screenshot only the tenant and staff see', async () => {
    const rent = await invoiceOf('RENT');
    const response = await claim(rent._id, { utr: '4321 5678 9012' }, tenant, {
      screenshot: { content: PNG, name: 'paid.png' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ data: PaymentClaim; message: string }>();
    expect(created.message).toBe(MESSAGES.claimRecorded);
    expect(created.data).toMatchObject({ utr: '432156789012', amount: 9500.5, status: 'OPEN', reason: '' });
    const url = created.data.screenshot!.url;
    expect(url).toMatch(/^\/api\/v1\/files\/payment-screenshots\/[0-9a-f-]{36}\.png$/);
    expect((await t.request({ url, headers: { cookie: tenant } })).statusCode).toBe(200);
    expect((await t.request({ url, headers: { cookie: manager } })).statusCode).toBe(200);
    expect((await t.request({ url })).statusCode).toBe(401);
    const other = await t.cookieFor('tenant', 'other@example.com');
    expect((await t.request({ url, headers: { cookie: other } })).statusCode).toBe(404);
    // Staff and the tenant see it on the invoice.
    const mine = (
      await t.request({ url: '/api/v1/payment/my-invoices', headers: { cookie: tenant } })
    ).json();
    expect(mine.data.find((invoice: Invoice) => invoice._id === rent._id).claims[0]).toMatchObject({
      utr: '432156789012',
      status: 'OPEN',
    });
    expect((await invoiceOf('RENT')).claims).toHaveLength(1);
  });

  it('refuses a second open claim and a screenshot that is not an image', async () => {
    const rent = await invoiceOf('RENT');
    const again = await claim(rent._id, { utr: '111122223333' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CLAIM_ALREADY_OPEN',
      errors: { utr: MESSAGES.claimAlreadyOpen },
    });
    const same = await claim(rent._id, { utr: '432156789012' });
    expect(same.json().code).toBe('UTR_ALREADY_CLAIMED');
    const advance = await invoiceOf('ADVANCE');
    const pdf = await claim(advance._id, { utr: '999988887777' }, tenant, {
      screenshot: { content: PDF, name: 'paid.pdf' },
    });
    expect(pdf.statusCode).toBe(415);
    expect((await invoiceOf('ADVANCE')).claims).toEqual([]);
  });

  it('lets staff reject with a reason the tenant sees; the same UTR may be claimed again after', async () => {
    const advance = await invoiceOf('ADVANCE');
    const created = (await claim(advance._id, { utr: '555566667777' })).json().data as PaymentClaim;
    const noReason = await decide(advance._id, created._id, 'reject', admin, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await decide(advance._id, created._id, 'reject', tenant, { reason: 'x' })).statusCode).toBe(403);
    const rejected = await decide(advance._id, created._id, 'reject', manager, {
      reason: 'No such UTR in our bank',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.claims[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'No such UTR in our bank',
    });
    expect((await decide(advance._id, created._id, 'confirm')).json().code).toBe('CLAIM_NOT_OPEN');
    expect((await claim(advance._id, { utr: '555566667777' })).statusCode).toBe(201);
  });

  it('confirms a claim: a UPI payment of exactly the amount, the UTR as reference; the invoice is PAID', async () => {
    const rent = await invoiceOf('RENT');
    const open = rent.claims!.find((entry) => entry.status === 'OPEN')!;
    const foreignManager = await decide(rent._id, 'f0000000-0000-4000-8000-000000000000', 'confirm');
    expect(foreignManager.statusCode).toBe(404);
    const confirmed = await decide(rent._id, open._id, 'confirm', manager);
    expect(confirmed.statusCode).toBe(200);
    const invoice = confirmed.json<{ data: Invoice }>().data;
    expect(invoice).toMatchObject({ status: 'PAID', paidAmount: 9500.5, outstandingAmount: 0 });
    expect(invoice.payments).toEqual([
      expect.objectContaining({
        amount: 9500.5,
        paymentMode: 'UPI',
        reference: '432156789012',
        paidAt: today(),
      }),
    ]);
    expect(invoice.claims![0]).toMatchObject({ status: 'CONFIRMED' });
    const ledger = await t.database.db.select().from(payments).where(eq(payments.invoiceId, rent._id));
    expect(ledger.map((entry) => entry.amountPaise)).toEqual([950050]);
    // No double confirmation, and nothing left to claim.
    expect((await decide(rent._id, open._id, 'confirm')).statusCode).toBe(409);
    expect((await claim(rent._id, { utr: '000011112222' })).json().code).toBe('INVOICE_ALREADY_PAID');
  });

  it('refuses to confirm more than the invoice now owes', async () => {
    const advance = await invoiceOf('ADVANCE');
    const open = advance.claims!.find((entry) => entry.status === 'OPEN')!;
    const part = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${advance._id}/pay`,
      headers: { cookie: admin },
      payload: { paymentMode: 'CASH', paidAt: today(), amount: 100 },
    });
    expect(part.statusCode).toBe(200);
    const refused = await decide(advance._id, open._id, 'confirm');
    expect(refused.json()).toMatchObject({ code: 'CLAIM_OVER_OUTSTANDING' });
    expect((await invoiceOf('ADVANCE')).paidAmount).toBe(100);
  });

  it('lets one of many concurrent claims of an invoice through', async () => {
    const other = await t.cookieFor('tenant', 'other@example.com');
    const rent = await invoiceOf('RENT', otherTenantId);
    // JSON bodies: a multipart form takes one of the caller's two upload slots.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/v1/tenant/my-invoices/${rent._id}/claims`,
          headers: { cookie: other },
          payload: { utr: `7000000000${String(i).padStart(2, '0')}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(11).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(paymentClaims)
      .where(eq(paymentClaims.invoiceId, rent._id));
    expect(rows).toHaveLength(1);
  });

  it('confirms a claim once however many staff confirm it at the same time', async () => {
    const rent = await invoiceOf('RENT', otherTenantId);
    const open = rent.claims!.find((entry) => entry.status === 'OPEN')!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => decide(rent._id, open._id, 'confirm')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const ledger = await t.database.db.select().from(payments).where(eq(payments.invoiceId, rent._id));
    expect(ledger.map((entry) => entry.amountPaise)).toEqual([500000]);
  });
});
