// The billing job's OVERDUE marking.
import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { invoiceStatusSql } from '../status';

/**
 * Sets the status the rule gives to unpaid and partly paid invoices past their due date, in one
 * conditional UPDATE: an invoice paid a moment before (or while the UPDATE waits for its lock) is
 * re-checked on its new amounts and status, so the job never writes OVERDUE over a payment.
 */
export async function markOverdue(tx: Executor, today: string): Promise<number> {
  const status = invoiceStatusSql(today);
  const changed = await tx
    .update(invoices)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        inArray(invoices.status, ['UNPAID', 'PARTIAL']),
        sql`${invoices.dueDate} < ${today}`,
        sql`${invoices.status} <> ${status}`,
      ),
    )
    .returning({ id: invoices.id });
  return changed.length;
}
