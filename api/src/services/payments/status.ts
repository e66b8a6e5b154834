// The invoice status rule (DESIGN §5), the one place it is written: amounts and dates decide it,
// as of a day (today in India for every reader: calendar.ts). Written twice here, in TypeScript
// and as SQL builders over an invoice's columns, and a test holds the two to the same table of
// cases on both databases (api/test/invoice-status-rule.test.ts).
//
// The stored `invoices.status` is a cache, not a source: every writer of amounts writes the rule's
// status in the same statement (so its PAID half is always exact), and the billing job brings the
// dated half (OVERDUE) up to date each day (job/overdue.ts). Readers never show it: they compute
// the status with `invoiceStatus` or `invoiceStatusSql` as of today. Their SQL names
// `status <> 'PAID'` only so that the partial indexes on that predicate serve them (`owesSql`).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** What is still to pay on an invoice, never negative. */
export const outstandingPaise = (invoice: Pick<StatusInputs, 'totalPaise' | 'paidPaise'>) =>
  Math.max(0, invoice.totalPaise - invoice.paidPaise);

/** An invoice's columns in SQL, as the rule reads them. */
export interface InvoiceColumns {
  totalPaise: SQLWrapper;
  paidPaise: SQLWrapper;
  dueDate: SQLWrapper;
  /** the stored status (the cache), for the partial indexes' predicate only */
  status: SQLWrapper;
}

/** The invoices table's columns, or those of `alias` in a query written as SQL (`from invoices i`). */
export function invoiceColumns(alias?: string): InvoiceColumns {
  if (!alias) return invoices;
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not an SQL alias: ${alias}`);
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    totalPaise: column('total_paise'),
    paidPaise: column('paid_paise'),
    dueDate: column('due_date'),
    status: column('status'),
  };
}

/** `today` as a date in SQL: a YYYY-MM-DD string or a placeholder for one. */
const dateOf = (today: string | SQLWrapper) => sql`${today}::date`;

/** The rule in SQL: the invoice's status on `today` (a YYYY-MM-DD string or a placeholder). */
export const invoiceStatusSql = (
  today: string | SQLWrapper,
  columns: InvoiceColumns = invoices,
): SQL<InvoiceStatus> => sql<InvoiceStatus>`(case
  when ${columns.paidPaise} >= ${columns.totalPaise} then 'PAID'
  when ${columns.dueDate} < ${dateOf(today)} then 'OVERDUE'
  when ${columns.paidPaise} > 0 then 'PARTIAL'
  else 'UNPAID' end)`;

/**
 * The rule's 'not PAID' (something outstanding), whatever the day. `status <> 'PAID'` is the
 * cache's exact half, written in so that the partial indexes on it serve the query; the amounts
 * decide.
 */
export const owesSql = (columns: InvoiceColumns = invoices): SQL<boolean> =>
  sql<boolean>`(${columns.status} <> 'PAID' and ${columns.paidPaise} < ${columns.totalPaise})`;

/** The rule's OVERDUE on `today`: something outstanding after the due date. */
export const overdueSql = (today: string | SQLWrapper, columns: InvoiceColumns = invoices): SQL<boolean> =>
  sql<boolean>`(${owesSql(columns)} and ${columns.dueDate} < ${dateOf(today)})`;

/** The rule's PAID, whatever the day: the payments cover the total. */
export const settledSql = (columns: InvoiceColumns = invoices): SQL<boolean> =>
  sql<boolean>`(${columns.paidPaise} >= ${columns.totalPaise})`;
