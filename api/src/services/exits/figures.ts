// The figures of an exit statement (issue 41), in paise, read live: the deposit held, the invoices
// outstanding, the rent still to be billed up to the move-out day (projected with the billing job's
// own rule, payments/job/issue.ts), the pending charges and credits (meal credits among them) and
// the deductions. Refund = deposit − outstanding − projected − pending − deductions, so the refund
// a tenant accepts is the refund paid. A version stores its figures when it is sent; when the live
// ones no longer match (a payment, an invoice, a fee, a charge or credit), it is reopened (reopen.ts).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { charges, type ExitStatementRow, type StatementFiguresRow } from '../../db/schema';
import { rentLinesToBill } from '../payments/job/issue';
import { depositHeldPaise, outstandingInvoices } from './ledger';

/**
 * The last day the statement bills: the move-out day, or the day staff chose to settle early
 * (nothing is billed after it).
 */
export function horizonOf(statement: Pick<ExitStatementRow, 'moveOutDate' | 'earlySettleOn'>): string {
  const early = statement.earlySettleOn;
  return early && early < statement.moveOutDate ? early : statement.moveOutDate;
}

/** The tenant's charges and credits no invoice has taken yet, oldest first. */
export async function pendingChargesOf(db: Executor, tenantId: string) {
  return db
    .select()
    .from(charges)
    .where(and(eq(charges.tenantId, tenantId), isNull(charges.invoiceId)))
    .orderBy(asc(charges.createdAt), asc(charges.id));
}

/** The statement's figures now, billing up to `horizon`, with deductions of `deductionsPaise`. */
export async function liveFigures(
  db: Executor,
  tenantId: string,
  horizon: string,
  deductionsPaise: number,
): Promise<StatementFiguresRow> {
  const depositPaise = await depositHeldPaise(db, tenantId);
  const dues = (await outstandingInvoices(db, tenantId)).map((row) => ({
    id: row.id,
    invoiceId: row.invoiceId,
    type: row.type,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    totalPaise: row.totalPaise,
    paidPaise: row.paidPaise,
  }));
  const projected = await rentLinesToBill(db, tenantId, horizon);
  const pending = (await pendingChargesOf(db, tenantId)).map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    amountPaise: row.amountPaise,
  }));
  const figures = { depositPaise, dues, projected, pending, deductionsPaise, refundPaise: 0 };
  return { ...figures, refundPaise: depositPaise - owedPaise(figures) - deductionsPaise };
}

/** What the tenant owes before deductions: the invoices outstanding, the projected rent, the pending charges. */
export function owedPaise(figures: Pick<StatementFiguresRow, 'dues' | 'projected' | 'pending'>): number {
  return (
    figures.dues.reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0) +
    figures.projected.reduce((sum, row) => sum + row.amountPaise, 0) +
    figures.pending.reduce((sum, row) => sum + row.amountPaise, 0)
  );
}

/**
 * Whether two sets of figures say the same: the same deposit, the same owed, the same deductions
 * (hence the same refund). A projected line becoming its invoice, or a pending charge taken onto
 * one, changes nothing the tenant agreed to; a payment, a new invoice or fee, a new charge or
 * credit does. A version sent before figures were stored (null) never matches.
 */
export function sameFigures(
  stored: StatementFiguresRow | null | undefined,
  live: StatementFiguresRow,
): boolean {
  if (!stored) return false;
  return (
    stored.depositPaise === live.depositPaise &&
    owedPaise(stored) === owedPaise(live) &&
    stored.deductionsPaise === live.deductionsPaise &&
    stored.refundPaise === live.refundPaise
  );
}
