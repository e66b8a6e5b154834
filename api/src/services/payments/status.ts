// The invoice status rule (DESIGN §5), the one place it is written: payments and dates decide it.
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@pgportal/contracts/enums';
import { invoices } from '../../db/schema';

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

/**
 * The same rule over the invoices row, in SQL: for a conditional UPDATE, which PostgreSQL evaluates
 * on the row as it is when the UPDATE takes its lock, so the status written follows from the
 * amounts at that moment, even if a payment committed after the writer last read the row.
 */
export const invoiceStatusSql = (today: string): SQL<InvoiceStatus> => sql<InvoiceStatus>`(case
  when ${invoices.paidPaise} >= ${invoices.totalPaise} then 'PAID'
  when ${invoices.dueDate} < ${today} then 'OVERDUE'
  when ${invoices.paidPaise} > 0 then 'PARTIAL'
  else 'UNPAID' end)`;

/** What is still to pay on an invoice, never negative. */
export const outstandingPaise = (invoice: Pick<StatusInputs, 'totalPaise' | 'paidPaise'>) =>
  Math.max(0, invoice.totalPaise - invoice.paidPaise);
