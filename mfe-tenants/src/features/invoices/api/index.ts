// Invoices, payments and stats (SPEC §7 Tenants: tenant-invoice; Payments; Stats).
import { API_BASE, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { PaymentMode } from '@pgportal/contracts/enums';
import type { Invoice, Stats } from '@pgportal/contracts/types';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** Every invoice read lives under it: a payment revalidates them all. */
export const PAYMENT_PATH = '/payment';
export const MY_INVOICES_PATH = '/payment/my-invoices';
export const STATS_PATH = '/stats/';
/** The tenant records whose dueAmount a payment changes. */
const TENANT_PATH = '/tenant';

export const tenantInvoicesPath = (tenantId: string) =>
  `/payment/tenant-invoice/${encodeURIComponent(tenantId)}`;

/** Where the browser downloads an invoice's PDF (a plain link: the cookie goes with it). */
export const invoiceDownloadUrl = (invoice: Pick<Invoice, '_id'>) =>
  `${API_BASE}/payment/${encodeURIComponent(invoice._id)}/download`;

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
}

/** PATCH /payment/{billingId}/pay, body {paymentMode, paidAt, amount?}. */
export function markAsPaid({ billingId, ...body }: MarkAsPaidInput) {
  return request<Invoice>(`/payment/${encodeURIComponent(billingId)}/pay`, {
    method: 'PATCH',
    body: { ...body },
  });
}

/** 'Marked as Paid Successfully'; then the invoices, the tenant's money cards and the dashboard refresh. */
export const useMarkAsPaid = () =>
  useApiMutation({
    request: markAsPaid,
    successMessage: MESSAGES.markedAsPaid,
    revalidates: [PAYMENT_PATH, STATS_PATH, TENANT_PATH],
  });
