// Receipts over HTTP, on both databases: every payment (Mark as Paid, a confirmed claim) has a
// numbered receipt PDF with the amount in Indian words, mailed to the tenant with the PDF attached;
// a reversal has none; staff in scope and the tenant who paid only.
import { eq } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { invoices, payments, propertyManagers, users } from '../src/db/schema';
import { nextReceiptNumber } from '../src/services/payments/receipts';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';

const TENANT_EMAIL = 'billing-tenant@example.com';

interface MailWithAttachments {
  subject: string;
  text: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

describe.each(databases)('receipts on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;
  let otherPropertyId: string;
  const start = plusDays(today(), -20);
  const year = start.slice(0, 4);

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId, otherPropertyId } = await openBillingWorld(database, start));
  });
  afterAll(() => t.close());

  const invoiceOf = async (type: Invoice['invoiceType']): Promise<Invoice> =>
    (await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } }))
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === type)!;
  const pay = (billingId: string, amount?: number) =>
    t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${billingId}/pay`,
      headers: { cookie: manager },
      payload: { paymentMode: 'CASH', paidAt: today(), ...(amount !== undefined && { amount }) },
    });
  const receipt = (paymentId: string, cookie = tenant) =>
    t.request({ url: `/api/v1/payment/receipt/${paymentId}`, headers: { cookie } });
  const mails = () => t.mailsTo(TENANT_EMAIL) as unknown as MailWithAttachments[];
  const receiptMails = () => mails().filter((mail) => mail.subject.startsWith('Receipt '));

  it('gives a part payment of lakhs a receipt in figures and Indian words, and mails it with the PDF', async () => {
    // ₹1,25,000.75 owed: paid ₹1,00,000.25, then the rest.
    const rent = await invoiceOf('RENT');
    await t.database.db.update(invoices).set({ totalPaise: 12_500_075 }).where(eq(invoices.id, rent._id));
    const paid = await pay(rent._id, 100_000.25);
    expect(paid.statusCode).toBe(200);
    const [payment] = paid.json<{ data: Invoice }>().data.payments;
    expect(payment!.receiptNumber).toMatch(new RegExp(`^RCP-${year}-\\d{6}$`));

    const response = await receipt(payment!._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${payment!.receiptNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfTextOf(response.rawPayload);
    for (const expected of [
      'PAYMENT RECEIPT',
      payment!.receiptNumber!,
      'Sunrise PG',
      'Asha Rao',
      rent.invoiceId,
      '₹1,00,000.25',
      'Rupees One Lakh and Twenty Five Paise Only',
      'Cash',
      '₹25,000.50',
    ]) {
      expect(text).toContain(expected);
    }

    const [mail] = receiptMails();
    expect(mail!.subject).toBe(`Receipt ${payment!.receiptNumber} from Sunrise PG`);
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments![0]!;
    expect(attachment).toMatchObject({
      filename: `${payment!.receiptNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfTextOf(Buffer.from(attachment.content, 'base64'))).toContain(
      'Rupees One Lakh and Twenty Five Paise Only',
    );

    const rest = await pay(rent._id);
    const second = rest.json<{ data: Invoice }>().data.payments[1]!;
    expect(second.receiptNumber).not.toBe(payment!.receiptNumber);
    const secondText = await pdfTextOf((await receipt(second._id, admin)).rawPayload);
    expect(secondText).toContain('Rupees Twenty Five Thousand and Fifty Paise Only');
    expect(secondText).toContain('₹0.00');
    expect(receiptMails()).toHaveLength(2);
  });

  it('keeps a receipt’s number: the same every time, and given once to a payment from before receipts', async () => {
    const rent = await invoiceOf('RENT');
    const [first] = rent.payments;
    const again = await pdfTextOf((await receipt(first!._id)).rawPayload);
    expect(again).toContain(first!.receiptNumber!);
    await t.database.db.update(payments).set({ receiptNumber: null }).where(eq(payments.id, first!._id));
    const [a, b] = await Promise.all([receipt(first!._id), receipt(first!._id, admin)]);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, first!._id));
    expect(row!.receiptNumber).toMatch(/^RCP-\d{4}-\d{6}$/);
    expect(row!.receiptNumber).not.toBe(first!.receiptNumber);
    expect(await pdfTextOf(a.rawPayload)).toContain(row!.receiptNumber!);
    expect(await pdfTextOf(b.rawPayload)).toContain(row!.receiptNumber!);
  });

  it('keeps receipts to staff in scope and the tenant who paid: 404 for anyone else', async () => {
    const [payment] = (await invoiceOf('RENT')).payments;
    const [other] = await t.database.db
      .insert(users)
      .values({
        name: 'Lakeview Manager',
        email: 'lakeview-manager@example.com',
        role: 'MANAGER',
        isVerified: true,
        currentPropertyId: otherPropertyId,
      })
      .returning({ id: users.id });
    await t.database.db.insert(propertyManagers).values({ propertyId: otherPropertyId, userId: other!.id });
    const foreignManager = await t.cookieFor('staff', 'lakeview-manager@example.com');
    const otherTenant = await t.cookieFor('tenant', 'other@example.com');
    for (const cookie of [foreignManager, otherTenant]) {
      const response = await receipt(payment!._id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.receiptNotFound);
    }
    expect((await receipt(payment!._id, '')).statusCode).toBe(401);
    expect((await receipt('not-an-id')).statusCode).toBe(404);
    expect((await receipt(payment!._id, manager)).statusCode).toBe(200);
  });

  it('mails a receipt for a confirmed claim (UPI, its UTR); a reversal gets no receipt of its own', async () => {
    const advance = await invoiceOf('ADVANCE');
    const claimed = await t.request({
      method: 'POST',
      url: `/api/v1/tenant/my-invoices/${advance._id}/claims`,
      headers: { cookie: tenant },
      payload: { utr: '123456789012' },
    });
    expect(claimed.statusCode).toBe(201);
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${advance._id}/claims/${claimed.json().data._id}/confirm`,
      headers: { cookie: admin },
    });
    expect(confirmed.statusCode).toBe(200);
    const [payment] = confirmed.json<{ data: Invoice }>().data.payments;
    const text = await pdfTextOf((await receipt(payment!._id)).rawPayload);
    for (const expected of ['UPI', '123456789012', 'Rupees Ten Thousand Only', '₹0.00']) {
      expect(text).toContain(expected);
    }
    expect(receiptMails()[0]!.subject).toBe(`Receipt ${payment!.receiptNumber} from Sunrise PG`);
    const before = receiptMails().length;

    const reversed = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${advance._id}/reverse`,
      headers: { cookie: admin },
      payload: { paymentId: payment!._id, note: 'Bounced' },
    });
    expect(reversed.statusCode).toBe(200);
    const reversal = reversed.json<{ data: Invoice }>().data.payments.find((entry) => entry.reverses)!;
    expect(reversal.receiptNumber).toBeNull();
    expect((await receipt(reversal._id, admin)).statusCode).toBe(404);
    // The reversed payment's receipt stays (it was issued), stamped cancelled with the reason.
    expect(text).not.toContain('CANCELLED');
    const cancelled = await pdfTextOf((await receipt(payment!._id)).rawPayload);
    expect(cancelled).toContain('CANCELLED');
    expect(cancelled).toContain(': Bounced. This payment no longer counts.');
    // No new receipt: the one mail is the cancellation (receipt-cancel.test.ts checks it).
    expect(receiptMails()).toHaveLength(before + 1);
    expect(receiptMails()[0]!.subject).toBe(`Receipt ${payment!.receiptNumber} cancelled: Bounced`);
  });

  it('never gives one receipt number twice, however many payments are recorded at once', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () => t.database.db.transaction((tx) => nextReceiptNumber(tx, today()))),
    );
    expect(new Set(numbers).size).toBe(12);
    const serials = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(11);
  });
});
