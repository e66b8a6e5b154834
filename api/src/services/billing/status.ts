// The invoice status rule (DESIGN §5), the one place it is written: payments and dates decide it.
import type { InvoiceStatus } from '@pgportal/contracts/enums';

export interface StatusInputs {
  totalPaise: number;
  paidPaise: number;
  /** YYYY-MM-DD */
  dueDate: string;
}

/**
 * PAID when the payments cover the total; OVERDUE when something is outstanding after the due
 * date; PARTIAL when some is paid; else UNPAID. `today` is YYYY-MM-DD in Asia/Kolkata.
 */
export function invoiceStatus(invoice: StatusInputs, today: string): InvoiceStatus {
  if (invoice.paidPaise >= invoice.totalPaise) return 'PAID';
  if (today > invoice.dueDate) return 'OVERDUE';
  return invoice.paidPaise > 0 ? 'PARTIAL' : 'UNPAID';
}

/** What is still to pay on an invoice, never negative. */
export const outstandingPaise = (invoice: Pick<StatusInputs, 'totalPaise' | 'paidPaise'>) =>
  Math.max(0, invoice.totalPaise - invoice.paidPaise);
