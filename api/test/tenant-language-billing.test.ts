// A Hindi tenant's billing (issue 27), on both databases: the receipt mail and its PDF, the invoice
// PDF and the answers of Billing in Hindi (the PDFs' text extractable, Noto Sans embedded), while
// staff download the same invoice in English.
import type { Invoice } from '@pgportal/contracts/types';
import { MESSAGES } from '@pgportal/contracts/messages';
import { MESSAGES_HI } from '@pgportal/contracts/messages-hi';
import { openBillingWorld } from './billing-world';
import { databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { plusDays, today } from '../src/services/calendar';

const TENANT_EMAIL = 'billing-tenant@example.com';

interface MailWithAttachments {
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string }>;
}

describe.each(databases)('a Hindi tenant’s billing on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let tenant: string;
  let tenantId: string;

  beforeAll(async () => {
    ({ t, admin, manager, tenant, tenantId } = await openBillingWorld(database, plusDays(today(), -20)));
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/v1/tenant/my-language',
      headers: { cookie: tenant },
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const rentInvoice = async () =>
    (await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } }))
      .json<{ data: Invoice[] }>()
      .data.find((invoice) => invoice.invoiceType === 'RENT')!;
  const download = async (billingId: string, cookie: string) => {
    const response = await t.request({ url: `/api/v1/payment/${billingId}/download`, headers: { cookie } });
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfTextOf(response.rawPayload);
  };

  it('answers the tenant’s invoices in Hindi', async () => {
    const response = await t.request({ url: '/api/v1/payment/my-invoices', headers: { cookie: tenant } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES_HI.invoicesFetched);
  });

  it('gives the tenant the invoice PDF with Hindi labels and ₹, and staff the English one', async () => {
    const rent = await rentInvoice();
    const hindi = await download(rent._id, tenant);
    // Labels without the vowel sign ि: a PDF draws it before its consonant, so text extraction
    // reads it there (the reader sees it right).
    for (const label of ['देय तारीख', 'कुल', 'तारीख:', 'नवंबर', rent.invoiceId, '₹'])
      expect(hindi).toContain(label);
    expect(hindi).not.toContain('Balance due');
    // the line names the portal writes, in Hindi too (issue 42)
    expect(hindi).not.toMatch(/\bRent\b/);
    const english = await download(rent._id, admin);
    expect(english).toMatch(/\bRent\b/);
    expect(english).toContain('INVOICE');
    expect(english).toContain('Balance due');
    expect(english).not.toContain('बकाया राशि');
  });

  it('mails the receipt in Hindi with ₹, its PDF labelled in Hindi', async () => {
    const rent = await rentInvoice();
    const paid = await t.request({
      method: 'PATCH',
      url: `/api/v1/payment/${rent._id}/pay`,
      headers: { cookie: manager },
      payload: { paymentMode: 'CASH', paidAt: today(), amount: 1234.5 },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().message).not.toMatch(/[\u0900-\u097F]/);
    const receiptNumber = paid.json<{ data: Invoice }>().data.payments[0]!.receiptNumber!;
    const mail = (t.mailsTo(TENANT_EMAIL) as unknown as MailWithAttachments[]).find((candidate) =>
      candidate.subject.includes(receiptNumber),
    )!;
    expect(mail.subject).toBe(`Sunrise PG से रसीद ${receiptNumber}`);
    expect(mail.text).toContain(`हमें बिल ${rent.invoiceId} के लिए ₹1,234.50 मिल गए।`);
    expect(mail.text).not.toContain('Rs.');
    const pdf = await pdfTextOf(Buffer.from(mail.attachments![0]!.content, 'base64'));
    for (const label of ['भुगतान रसीद', 'रसीद', receiptNumber, 'नकद', '₹1,234.50']) expect(pdf).toContain(label);
  });

  it('answers staff in English after the tenant chose Hindi', async () => {
    const response = await t.request({ url: `/api/v1/payment/tenant-invoice/${tenantId}`, headers: { cookie: admin } });
    expect(response.json().message).toBe(MESSAGES.invoicesFetched);
  });
});
