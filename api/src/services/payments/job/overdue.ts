// The billing job's OVERDUE marking: the stored status is a cache of the rule (payments/status.ts),
// kept for the indexes; readers compute the status as of today and never show the cache.
import { and, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { invoiceStatusSql } from '../status';

/**
 * Brings the cached status of every invoice with something outstanding to the rule's on `today`
 * (an invoice past its due date becomes OVERDUE), in one conditional UPDATE: an invoice paid a
 * moment before (or while the UPDATE waits for its lock) is re-checked on its new amounts and
 * status, so the job never writes OVERDUE over a payment. Answers how many it changed.
 */
export async function markOverdue(tx: Executor, today: string): Promise<number> {
  const status = invoiceStatusSql(today);
  const changed = await tx
    .update(invoices)
    .set({ status, updatedAt: new Date() })
    .where(and(ne(invoices.status, 'PAID'), sql`${invoices.status} <> ${status}`))
    .returning({ id: invoices.id });
  return changed.length;
}
