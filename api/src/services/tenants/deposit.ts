// The deposit a tenant's account holds (issue 24): their latest ADVANCE invoice once it is paid in
// full, and the day of the payment that completed it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deposit } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema';
import { toRupees } from '../money';
import { settledSql } from '../payments/status';

export async function depositHeld(executor: Executor, tenantId: string): Promise<Deposit | null> {
  const [advance] = await executor
    .select({
      totalPaise: invoices.totalPaise,
      // the table's own name: drizzle leaves a one-table query's columns unqualified
      paidAt: sql<string | null>`(select max(p.paid_at)::text from payments p
        where p.invoice_id = "invoices"."id" and p.amount_paise > 0)`,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'ADVANCE'), settledSql()))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.createdAt))
    .limit(1);
  if (!advance?.paidAt) return null;
  return { amount: toRupees(advance.totalPaise), paidAt: String(advance.paidAt).slice(0, 10) };
}
