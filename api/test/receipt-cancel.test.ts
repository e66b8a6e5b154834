// A reversal cancels its payment's receipt, on both databases: the tenant is mailed 'Receipt RCP-…
// cancelled: <reason>' (English or Hindi) with the PDF stamped CANCELLED, the PDF says when and why,
// the tenant's payments carry cancelledOn and cancelReason, and a failed mail never undoes it.
import { eq } from 'drizzle-orm';
import type { Invoice, Payment } from '@pgportal/contracts/types';
import { invoices, payments, tenants } from '../src/db/schema';
import { dayIn } from '../src/mail/locale';
import { pdfDay } from '../src/services/pdf/labels';
import { plusDays, today } from '../src/services/calendar';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';

const TENANT_EMAIL = 'billing-tenant@example.com';

interface MailWithAttachments {
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

describe.each(databases)('cancelled receipts on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId } = await openBillingWorld(database, plusDays(today(), -20)));
  });
  afterAll(() => t.close());

  const rentInvoice = async (): Promise<Invoice> =>
    (await t.request({ url: '/api/v1/payment/my-invoices', headers: { cookie: tenant } }))
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === 'RENT')!;
  /** Pays ₹1,000 of the rent invoice; the new payment. */
  const payOneThousand = async (): Promise<Payment> => {
    const { _id } = await rentInvoice();
    const response = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${_id}/pay`,
      headers: { cookie: manager },
      payload: { paymentMode: 'CASH', paidAt: today(), amount: 1000 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Invoice }>().data.payments.at(-1)!;
  };
  const reverse = async (payment: Payment, note?: string) => {
    const { _id } = await rentInvoice();
    return t.request({
      method: 'POST',
      url: `/api/v1/payment/${_id}/reverse`,
      headers: { cookie: admin },
      payload: { paymentId: payment._id, ...(note !== undefined && { note }) },
    });
  };
  const cancelMails = () =>
    (t.mailsTo(TENANT_EMAIL) as unknown as MailWithAttachments[]).filter((mail) =>
      /cancelled|रद्द/.test(mail.subject),
    );
  const receiptText = async (paymentId: string) =>
    pdfTextOf(
      (await t.request({ url: `/api/v1/payment/receipt/${paymentId}`, headers: { cookie: tenant } }))
        .rawPayload,
    );

  it('mails the cancellation with the reason and the stamped PDF, and the tenant still downloads it', async () => {
    const payment = await payOneThousand();
    expect(await receiptText(payment._id)).not.toContain('CANCELLED');
    const before = cancelMails().length;

    expect((await reverse(payment, 'Cheque bounced')).statusCode).toBe(200);

    const mails = cancelMails();
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Receipt ${payment.receiptNumber} cancelled: Cheque bounced`);
    const day = dayIn('en', today());
    expect(mail!.text).toContain(
      `Your receipt ${payment.receiptNumber} for ₹1,000.00 on invoice ${(await rentInvoice()).invoiceId} was cancelled on ${day}`,
    );
    expect(mail!.text).toContain('Reason: Cheque bounced');
    expect(mail!.attachments![0]).toMatchObject({
      filename: `${payment.receiptNumber}.pdf`,
      contentType: 'application/pdf',
    });
    const attached = await pdfTextOf(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    for (const text of [attached, await receiptText(payment._id)]) {
      expect(text).toContain('CANCELLED');
      expect(text).toContain(`Cancelled on ${pdfDay('en', today())}: Cheque bounced.`);
      expect(text).toContain(payment.receiptNumber!);
      expect(text).not.toContain('REVERSED');
    }
  });

  it("answers the tenant's payments with the cancellation: the day and the reason, null while it counts", async () => {
    const live = await payOneThousand();
    const entries = (await rentInvoice()).payments;
    const cancelled = entries.find((entry) => entry.cancelReason === 'Cheque bounced')!;
    expect(cancelled).toMatchObject({ cancelledOn: today(), reverses: null });
    expect(entries.find((entry) => entry._id === live._id)).toMatchObject({
      cancelledOn: null,
      cancelReason: null,
    });
    const reversal = entries.find((entry) => entry.reverses === cancelled._id)!;
    expect(reversal).toMatchObject({ cancelledOn: null, cancelReason: null, receiptNumber: null });
    expect((await reverse(live)).statusCode).toBe(200);
  });

  it("says 'no reason given' when the reversal has no note", async () => {
    const [reversed] = (await rentInvoice()).payments.filter(
      (entry) => entry.cancelledOn && entry.cancelReason === null,
    );
    expect(reversed).toBeDefined();
    expect(cancelMails()[0]!.subject).toBe(`Receipt ${reversed!.receiptNumber} cancelled: no reason given`);
    expect(cancelMails()[0]!.text).toContain('Reason: no reason given');
    expect(await receiptText(reversed!._id)).toContain(
      `Cancelled on ${pdfDay('en', today())}: no reason given.`,
    );
  });

  it('writes to a Hindi tenant in Hindi', async () => {
    await t.database.db.update(tenants).set({ language: 'hi' }).where(eq(tenants.id, tenantId));
    try {
      const payment = await payOneThousand();
      expect((await reverse(payment, 'गलत बिल पर दर्ज')).statusCode).toBe(200);
      const [mail] = cancelMails();
      expect(mail!.subject).toBe(`रसीद ${payment.receiptNumber} रद्द: गलत बिल पर दर्ज`);
      expect(mail!.text).toContain('कारण: गलत बिल पर दर्ज');
      expect(mail!.text).toContain(dayIn('hi', today()));
    } finally {
      await t.database.db.update(tenants).set({ language: 'en' }).where(eq(tenants.id, tenantId));
    }
  });

  it('keeps the reversal when the mail fails: nothing is undone', async () => {
    const payment = await payOneThousand();
    const send = jest.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    const before = cancelMails().length;
    try {
      const response = await reverse(payment, 'Paid twice');
      expect(response.statusCode).toBe(200);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    expect(cancelMails()).toHaveLength(before);
    const reversals = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reversesPaymentId, payment._id));
    expect(reversals).toHaveLength(1);
    const [rent] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, (await rentInvoice())._id));
    expect(rent!.paidPaise).toBe(0);
    expect((await rentInvoice()).payments.find((entry) => entry._id === payment._id)).toMatchObject({
      cancelledOn: today(),
      cancelReason: 'Paid twice',
    });
  });
});
