// The two figures an exit statement starts from, read from the ledger: the deposit held (the paid
// ADVANCE invoices) and what the tenant still owes (every other invoice with something outstanding).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, type InvoiceRow } from '../../db/schema';

/** The deposit held: what the tenant paid on their ADVANCE invoice(s), in paise. */
export async function depositHeldPaise(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${invoices.paidPaise}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, 'ADVANCE')));
  return Number(row?.paise ?? 0);
}

/** The tenant's invoices (not ADVANCE) with something outstanding, oldest first. */
export async function outstandingInvoices(db: Executor, tenantId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        ne(invoices.type, 'ADVANCE'),
        sql`${invoices.paidPaise} < ${invoices.totalPaise}`,
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceId));
}
