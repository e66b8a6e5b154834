// Invoices, payments, the PDF and stats over HTTP, on both databases (refusals: billing-refusals.test.ts).
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Invoice } from '@pgportal/contracts/types';
import { invoices, payments, users } from '../src/db/schema';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { pdfPathCountOf, pdfTextOf } from './pdf-text';
import { qrPath } from '../src/services/pdf/qr-draw';

describe.each(databases)('billing on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  let otherTenantId: string;
  const now = today();
  const start = plusDays(now, -20);

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId, otherTenantId } = await openBillingWorld(database, start));
  });
  afterAll(() => t.close());

  const invoicesOf = async (id: string, cookie = admin) => {
    const response = await t.request({ url: `/api/v1/payment/tenant-invoice/${id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Invoice[] }>().data;
  };
  const pay = (billingId: string, payload: object, cookie = admin) =>
    t.request({ method: 'PATCH', url: `/api/v1/payment/${billingId}/pay`, payload, headers: { cookie } });
  const stats = async (cookie = admin, query = '') =>
    (await t.request({ url: `/api/v1/stats/${query}`, headers: { cookie } })).json().data;

  it('lists a tenant’s invoices, newest first, with the status the dates give', async () => {
    const list = await invoicesOf(tenantId);
    expect(list.map((invoice) => [invoice.invoiceType, invoice.totalAmount])).toEqual(
      expect.arrayContaining([
        ['RENT', 9500.5],
        ['ADVANCE', 10000],
      ]),
    );
    expect(list).toHaveLength(2);
    const rent = list.find((invoice) => invoice.invoiceType === 'RENT')!;
    expect(rent).toMatchObject({
      invoiceDate: start,
      dueDate: plusDays(start, 5),
      status: 'OVERDUE',
      paidAmount: 0,
      outstandingAmount: 9500.5,
      paidAt: null,
      payments: [],
    });
    expect(rent.invoiceId).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('answers one page, and finds an invoice by its number', async () => {
    const url = `/api/v1/payment/tenant-invoice/${tenantId}`;
    const paged = await t.request({ url: `${url}?page=2&limit=1`, headers: { cookie: admin } });
    expect(paged.json()).toMatchObject({ pagination: { page: 2, limit: 1, total: 2, totalPages: 2 } });
    expect(paged.json().data).toHaveLength(1);
    const [first] = await invoicesOf(tenantId);
    const found = await t.request({
      url: `${url}?search=${first!.invoiceId.slice(-6)}`,
      headers: { cookie: admin },
    });
    expect(found.json().data.map((invoice: Invoice) => invoice.invoiceId)).toEqual([first!.invoiceId]);
    const bad = await t.request({ url: `${url}?limit=0`, headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each caller to their scope', async () => {
    const response = (url: string, cookie?: string) => t.request({ url, headers: cookie ? { cookie } : {} });
    expect((await response(`/api/v1/payment/tenant-invoice/${otherTenantId}`, manager)).statusCode).toBe(404);
    expect((await response(`/api/v1/payment/tenant-invoice/${otherTenantId}`, tenant)).statusCode).toBe(404);
    expect((await response(`/api/v1/payment/tenant-invoice/not-an-id`, admin)).statusCode).toBe(404);
    expect((await response(`/api/v1/payment/tenant-invoice/${tenantId}`)).statusCode).toBe(401);
    expect(await invoicesOf(tenantId, tenant)).toHaveLength(2);
    expect(await invoicesOf(otherTenantId, admin)).toHaveLength(1);
    const [otherInvoice] = await invoicesOf(otherTenantId, admin);
    const outside = await pay(otherInvoice!._id, { paymentMode: 'CASH', paidAt: now }, manager);
    expect([outside.statusCode, outside.json().message]).toEqual([404, 'Invoice not found']);
    expect((await pay(otherInvoice!._id, { paymentMode: 'CASH', paidAt: now }, tenant)).statusCode).toBe(403);
    const pdf = await response(`/api/v1/payment/${otherInvoice!._id}/download`, manager);
    expect(pdf.statusCode).toBe(404);
    expect((await response(`/api/v1/payment/${otherInvoice!._id}/download`, tenant)).statusCode).toBe(404);
    expect((await response('/api/v1/stats/', tenant)).statusCode).toBe(403);
    expect((await response('/api/v1/stats/')).statusCode).toBe(401);
    expect((await response('/api/v1/payment/my-invoices', admin)).statusCode).toBe(403);
  });

  it('records part payments, then the rest, then refuses to pay a PAID invoice (409)', async () => {
    const before = await stats();
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    const part = await pay(rent._id, { paymentMode: 'UPI', paidAt: now, amount: 500.25 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      message: 'Marked as Paid Successfully',
      data: { status: 'OVERDUE', paidAmount: 500.25, outstandingAmount: 9000.25 },
    });
    const rest = await pay(rent._id, { paymentMode: 'CASH', paidAt: now });
    expect(rest.json().data).toMatchObject({
      status: 'PAID',
      paidAmount: 9500.5,
      outstandingAmount: 0,
      paidAt: now,
    });
    expect(rest.json().data.payments.map((payment: { amount: number }) => payment.amount)).toEqual([
      500.25, 9000.25,
    ]);
    expect(rest.json().data.payments[0].recordedBy.name).toBe('Administrator');
    const again = await pay(rent._id, { paymentMode: 'CASH', paidAt: now });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This invoice is already paid.']);
    const after = await stats();
    expect(after.collectedAmount).toBeCloseTo(before.collectedAmount + 9500.5, 2);
    expect(after.dueAmount).toBeCloseTo(before.dueAmount - 9500.5, 2);
  });

  it('reverses a payment with a ledger entry, once, and the status follows', async () => {
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    const [first] = rent.payments as Array<{ _id: string; amount: number }>;
    const reverse = (paymentId: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/payment/${rent._id}/reverse`,
        payload: { paymentId },
        headers: { cookie: admin },
      });
    const reversed = await reverse(first!._id);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().data).toMatchObject({ status: 'OVERDUE', paidAmount: 9000.25, paidAt: null });
    const entries = reversed.json().data.payments as Array<{ _id: string; amount: number; reverses: string }>;
    expect(entries.map((entry) => entry.amount)).toEqual([500.25, 9000.25, -500.25]);
    expect(entries[2]!.reverses).toBe(first!._id);
    expect((await reverse(first!._id)).statusCode).toBe(409);
    expect((await reverse(entries[2]!._id)).statusCode).toBe(400);
    expect((await reverse('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const ledger = await t.database.db.select().from(payments).where(eq(payments.invoiceId, rent._id));
    expect(ledger).toHaveLength(3);
  });

  it('gives the tenant their invoices with a UPI link for what is outstanding', async () => {
    const response = await t.request({ url: '/api/v1/payment/my-invoices', headers: { cookie: tenant } });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ data: Invoice[] }>().data;
    const rent = list.find((invoice) => invoice.invoiceType === 'RENT')!;
    expect(rent.upi?.uri).toBe(
      `upi://pay?pa=sunrisepg%40okaxis&pn=Sunrise%20PG&am=500.25&cu=INR&tn=${rent.invoiceId}`,
    );
    expect(rent.upi?.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('serves the invoice as a PDF holding the invoice number, the amounts and a UPI QR code', async () => {
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    for (const cookie of [admin, manager, tenant]) {
      const response = await t.request({ url: `/api/v1/payment/${rent._id}/download`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${rent.invoiceId}.pdf"`);
      const document = await PDFDocument.load(response.rawPayload);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toBe(`Invoice ${rent.invoiceId}`);
      const text = await pdfTextOf(response.rawPayload);
      for (const expected of [
        rent.invoiceId,
        'Sunrise PG',
        '₹8,000.00',
        '₹1,500.50',
        '₹9,500.50',
        '₹500.25',
        'Scan to pay',
      ]) {
        expect([expected, text.includes(expected)]).toEqual([expected, true]);
      }
      // The UPI code (for ₹500.25 due) and the verify code are drawn as squares: a path per run.
      const uri = `upi://pay?pa=sunrisepg%40okaxis&pn=Sunrise%20PG&am=500.25&cu=INR&tn=${rent.invoiceId}`;
      const runs = (text: string, margin: number) => qrPath(text, margin).path.split('M').length - 1;
      const verifyUrl = response.headers['x-verify-url'] as string;
      expect(await pdfPathCountOf(response.rawPayload)).toBeGreaterThanOrEqual(runs(uri, 2) + runs(verifyUrl, 1));
    }
  });

  it('shows in the PDF the name capitalised, the phone grouped, dates as 25 Nov 2026, the status label and the payments that count', async () => {
    const rent = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'RENT')!;
    const response = await t.request({
      url: `/api/v1/payment/${rent._id}/download`,
      headers: { cookie: admin },
    });
    const text = await pdfTextOf(response.rawPayload);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const shown = (date: string) =>
      `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
    // The reverse test left: 500.25 by UPI (reversed), 9,000.25 in cash, and the reversal.
    for (const expected of [
      'Asha Rao',
      '98765 43210',
      shown(rent.invoiceDate),
      shown(rent.dueDate),
      'Overdue',
      'Rent',
      'Cash',
      'Recorded by Administrator',
      '₹9,000.25',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    for (const absent of ['asha rao', 'OVERDUE', rent.invoiceDate, '-₹500.25']) {
      expect([absent, text.includes(absent)]).toEqual([absent, false]);
    }
  });

  it("labels a part-paid invoice 'Part paid' in its PDF", async () => {
    const advance = (await invoicesOf(tenantId)).find((invoice) => invoice.invoiceType === 'ADVANCE')!;
    // Not yet due, so a part payment leaves it PARTIAL rather than OVERDUE.
    await t.database.db
      .update(invoices)
      .set({ dueDate: plusDays(now, 10) })
      .where(eq(invoices.id, advance._id));
    const part = await pay(advance._id, { paymentMode: 'UPI', paidAt: now, amount: 2500 });
    expect(part.json().data.status).toBe('PARTIAL');
    const response = await t.request({
      url: `/api/v1/payment/${advance._id}/download`,
      headers: { cookie: admin },
    });
    const text = await pdfTextOf(response.rawPayload);
    for (const expected of ['Part paid', 'Advance', 'UPI', 'Recorded by Administrator', '₹2,500.00']) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    const reversed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${advance._id}/reverse`,
      payload: { paymentId: part.json().data.payments[0]._id, note: 'Wrong invoice' },
      headers: { cookie: admin },
    });
    expect(reversed.json().data).toMatchObject({ status: 'UNPAID', paidAmount: 0 });
  });

  it('counts beds, this month’s payments and what is outstanding for the current property', async () => {
    const data = await stats();
    expect(data).toEqual({ totalBeds: 2, occupiedBeds: 1, collectedAmount: 9000.25, dueAmount: 10500.25 });
    expect(await stats(manager)).toEqual(data);
    // Every property: the demo data of the seed, if any, comes on top.
    const all = await stats(admin, '?scope=all');
    expect(all.totalBeds).toBeGreaterThanOrEqual(3);
    expect(all.occupiedBeds).toBeGreaterThanOrEqual(2);
    expect(all.dueAmount).toBeGreaterThanOrEqual(15500.25);
    const refused = await t.request({ url: '/api/v1/stats/?scope=all', headers: { cookie: manager } });
    expect(refused.statusCode).toBe(403);
    const bad = await t.request({ url: '/api/v1/stats/?scope=everything', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers zeros to a manager with no property', async () => {
    await t.database.db
      .insert(users)
      .values({ name: 'New', email: 'new-manager@example.com', role: 'MANAGER', isVerified: true });
    const cookie = await t.cookieFor('staff', 'new-manager@example.com');
    expect(await stats(cookie)).toEqual({ totalBeds: 0, occupiedBeds: 0, collectedAmount: 0, dueAmount: 0 });
  });
});
