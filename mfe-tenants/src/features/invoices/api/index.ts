// Invoices, payments and stats (SPEC §7 Tenants: tenant-invoice; Payments; Stats).
import { API, withQuery } from '@pgportal/contracts/api-paths';
import { API_BASE, oneKeyPerSubmit, request } from '@pgportal/contracts/api';
import { MESSAGES, partPaymentMessage } from '@pgportal/contracts/messages';
import type { PaymentMode } from '@pgportal/contracts/enums';
import type { Envelope, Invoice, Payment, Stats } from '@pgportal/contracts/types';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** Every invoice read lives under it: a payment revalidates them all. */
export const PAYMENT_PATH = API.payment.prefix;
export const MY_INVOICES_PATH = API.payment.myInvoices;
export const STATS_PATH = API.stats.get;
/** The tenant records whose dueAmount a payment changes. */
const TENANT_PATH = API.tenant.prefix;

export const tenantInvoicesPath = (tenantId: string) => API.tenant.invoices(tenantId);

/** Where the browser downloads an invoice's PDF (a plain link: the cookie goes with it). */
export const invoiceDownloadUrl = (invoice: Pick<Invoice, '_id'>) =>
  `${API_BASE}${API.payment.download(invoice._id)}`;

/** Where the browser downloads a payment's receipt (a PDF; a plain link, as for invoices). */
export const receiptDownloadUrl = (payment: Pick<Payment, '_id'>) =>
  `${API_BASE}${API.payment.receipt(payment._id)}`;

/** Where the browser downloads a GST credit or debit note (a PDF; a plain link, as for invoices). */
export const gstNoteDownloadUrl = (note: { _id: string }) => `${API_BASE}${API.payment.gstNote(note._id)}`;

/** Where the browser downloads a tenant's HRA rent receipt: `month` YYYY-MM or `financialYear` (its April's year). */
export const rentReceiptDownloadUrl = (
  tenantId: string,
  period: { month: string } | { financialYear: number },
) => `${API_BASE}${withQuery(API.payment.rentReceipt(tenantId), period)}`;

/** GET /payment/tenant-invoice/{tenantId}: newest first, with payments. */
export const useTenantInvoices = (tenantId: string) => useApiQuery<Invoice[]>(tenantInvoicesPath(tenantId));

/** GET /payment/my-invoices: the signed-in tenant's invoices, with a UPI code for what is due. */
export const useMyInvoices = () => useApiQuery<Invoice[]>(MY_INVOICES_PATH);

/** GET /stats/: the dashboard's cards for the current property. */
export const useStats = () => useApiQuery<Stats>(STATS_PATH);

export interface MarkAsPaidInput {
  billingId: string;
  paymentMode: PaymentMode;
  /** YYYY-MM-DD */
  paidAt: string;
  /** rupees; without it, what is outstanding */
  amount?: number;
  /** the transfer's UTR or cheque number (issue 23) */
  reference?: string;
}

/** PATCH /payment/{billingId}/pay, body {paymentMode, paidAt, amount?}, with the submit's Idempotency-Key. */
export function markAsPaid({ billingId, ...body }: MarkAsPaidInput, idempotencyKey?: string) {
  return request<Invoice>(API.payment.pay(billingId), {
    method: 'PATCH',
    body: { ...body },
    idempotencyKey,
  });
}

/** One Idempotency-Key per payment submitted: a retry of the same payment is never recorded twice. */
const paymentKeys = oneKeyPerSubmit<MarkAsPaidInput>();

/** What a payment left: the invoice, and the amount a part payment sent (null when it paid all). */
export interface PaymentOutcome {
  invoice: Invoice;
  recorded: number | null;
}

/** PATCH /payment/{billingId}/pay, answering what the toast needs to say what happened. */
async function recordPayment(input: MarkAsPaidInput): Promise<Envelope<PaymentOutcome>> {
  const envelope = await paymentKeys.send(input, (key) => markAsPaid(input, key));
  return { ...envelope, data: { invoice: envelope.data, recorded: input.amount ?? null } };
}

/**
 * 'Marked as Paid Successfully' when nothing is left to pay; after a part payment what happened,
 * e.g. '₹5,000 recorded; ₹7,500 still due'. Then the invoices, the tenant's money cards and the
 * dashboard refresh.
 */
export const useMarkAsPaid = () =>
  useApiMutation({
    request: recordPayment,
    successMessage: ({ invoice, recorded }) =>
      recorded !== null && invoice.outstandingAmount > 0
        ? partPaymentMessage(recorded, invoice.outstandingAmount)
        : MESSAGES.markedAsPaid,
    revalidates: [PAYMENT_PATH, STATS_PATH, TENANT_PATH],
  });

export interface ReversePaymentInput {
  billingId: string;
  paymentId: string;
  /** why it is reversed */
  note: string;
}

/** POST /payment/{billingId}/reverse, body {paymentId, note}. */
export function reversePayment({ billingId, ...body }: ReversePaymentInput) {
  return request<Invoice>(API.payment.reverse(billingId), {
    method: 'POST',
    body: { ...body },
  });
}

/** 'Payment reversed successfully'; what is due comes back on the invoice, the tenant and the dashboard. */
export const useReversePayment = () =>
  useApiMutation({
    request: reversePayment,
    successMessage: MESSAGES.paymentReversed,
    revalidates: [PAYMENT_PATH, STATS_PATH, TENANT_PATH],
  });
