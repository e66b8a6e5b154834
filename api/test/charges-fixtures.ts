// Invoice lines and pending charges (issue 23): an invoice's lines, a tenant's charges, and the
// check that every invoice's total is the sum of its lines.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { charges, invoiceLines, invoices } from '../src/db/schema';

export const linesOfInvoice = (db: Executor, invoiceId: string) =>
  db
    .select({
      kind: invoiceLines.kind,
      amountPaise: invoiceLines.amountPaise,
      chargeId: invoiceLines.chargeId,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));

export const chargesOf = (db: Executor, tenantId: string) =>
  db
    .select()
    .from(charges)
    .where(eq(charges.tenantId, tenantId))
    .orderBy(asc(charges.createdAt), asc(charges.id));

/** Every invoice of these tenants whose total is not the sum of its lines (empty when all agree). */
export async function totalsOffLines(db: Executor, tenantIds: string[]): Promise<string[]> {
  if (!tenantIds.length) return [];
  const rows = await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    );
  return rows
    .filter(
      (row) =>
        lines.filter((line) => line.invoiceId === row.id).reduce((sum, line) => sum + line.amountPaise, 0) !==
        row.totalPaise,
    )
    .map((row) => row.invoiceId);
}

/** Charge ids billed by more than one line (empty when each is billed at most once). */
export async function chargesBilledTwice(db: Executor): Promise<string[]> {
  const lines = await db.select({ chargeId: invoiceLines.chargeId }).from(invoiceLines);
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const { chargeId } of lines) {
    if (!chargeId) continue;
    if (seen.has(chargeId)) twice.push(chargeId);
    seen.add(chargeId);
  }
  return twice;
}
