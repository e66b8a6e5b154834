// The reconciliation queue (issue 23): statement lines by status, and staff placing one on an
// invoice (the payment is recorded) or ignoring it.
// Locks: LOCK_ORDER (db/lock-order.ts): the invoice, then the line.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { StatementLineStatus } from '@pgportal/contracts/enums';
import type { ListQuery } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { paginate } from '../../db/paginate';
import { invoices, statementLines, tenants, type StatementLineRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { lockInvoice } from '../payments/payments';
import { toRupees } from '../money';
import { payFromCredit, remainderLine } from './apply';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'invoiceRow', 'sequence', 'totals');

const inScope = (scope: AccessScope): SQL => {
  const filter = scope.propertyFilter(statementLines.propertyId);
  return scope.currentPropertyId
    ? and(filter, eq(statementLines.propertyId, scope.currentPropertyId))!
    : filter;
};

export async function listLines(
  db: Executor,
  scope: AccessScope,
  query: ListQuery & { status?: StatementLineStatus },
) {
  const where = and(inScope(scope), query.status ? eq(statementLines.status, query.status) : undefined);
  const rows = db
    .select({
      line: statementLines,
      invoice: {
        id: invoices.id,
        invoiceId: invoices.invoiceId,
        totalPaise: invoices.totalPaise,
        paidPaise: invoices.paidPaise,
      },
      tenant: { id: tenants.id, fullName: tenants.fullName },
    })
    .from(statementLines)
    .leftJoin(invoices, eq(invoices.id, statementLines.invoiceId))
    .leftJoin(tenants, eq(tenants.id, statementLines.tenantId))
    .where(where)
    .orderBy(desc(statementLines.statementDate), desc(statementLines.id))
    .$dynamic();
  return paginate(rows, db.$count(statementLines, where), query);
}

type LineRow = Awaited<ReturnType<typeof listLines>>['rows'][number];

const owes = (invoice: LineRow['invoice']) => invoice !== null && invoice.totalPaise > invoice.paidPaise;

export const presentLine = ({ line, invoice, tenant }: LineRow) => ({
  _id: line.id,
  lineNumber: line.lineNumber,
  date: line.statementDate,
  narration: line.narration,
  amount: toRupees(line.amountPaise),
  reference: line.reference,
  // A suggestion whose invoice was paid meanwhile is offered no more: the line waits to be placed.
  status: line.status === 'SUGGESTED' && !owes(invoice) ? 'UNMATCHED' : line.status,
  invoice:
    invoice && (line.status !== 'SUGGESTED' || owes(invoice))
      ? {
          _id: invoice.id,
          invoiceId: invoice.invoiceId,
          outstandingAmount: toRupees(Math.max(0, invoice.totalPaise - invoice.paidPaise)),
        }
      : null,
  tenant: tenant ? { _id: tenant.id, fullName: tenant.fullName } : null,
  paymentId: line.paymentId,
});

async function lockOpenLine(tx: Executor, scope: AccessScope, lineId: string) {
  const [line] = await tx
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.id, lineId), scope.propertyFilter(statementLines.propertyId)))
    .for('update');
  if (!line) throw notFound(MESSAGES.statementLineNotFound);
  if (line.status === 'MATCHED' || line.status === 'IGNORED') throw conflict(MESSAGES.statementLineDone);
  return line;
}

/** 404 unless the line is in the caller's scope (before any invoice is locked). */
async function assertLine(db: Executor, scope: AccessScope, lineId: string) {
  const [line] = await db
    .select({ id: statementLines.id, propertyId: statementLines.propertyId })
    .from(statementLines)
    .where(and(eq(statementLines.id, lineId), scope.propertyFilter(statementLines.propertyId)));
  if (!line) throw notFound(MESSAGES.statementLineNotFound);
  return line;
}

/** 409 when an earlier part of the same credit paid this invoice: its money is not offered twice. */
async function refuseInvoicePaidByCredit(tx: Executor, line: StatementLineRow, invoiceId: string) {
  if (line.part === 1 || line.reference === null) return;
  const [earlier] = await tx
    .select({ id: statementLines.id })
    .from(statementLines)
    .where(
      and(
        eq(statementLines.propertyId, line.propertyId),
        eq(statementLines.reference, line.reference),
        eq(statementLines.lineNumber, line.lineNumber),
        lt(statementLines.part, line.part),
        eq(statementLines.invoiceId, invoiceId),
      ),
    );
  if (earlier) throw conflict(MESSAGES.statementCreditPaidInvoice);
}

/**
 * POST /payment/statement-lines/{id}/match {billingId}: pays the invoice (of the line's property).
 * The payment's id (its receipt is mailed after the commit).
 */
export async function matchLine(
  db: Db,
  scope: AccessScope,
  lineId: string,
  billingId: string,
  today: string,
): Promise<string> {
  const { propertyId } = await assertLine(db, scope, lineId);
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, scope, billingId);
      if (invoice.propertyId !== propertyId) throw notFound(MESSAGES.invoiceNotFound);
      const line = await lockOpenLine(tx, scope, lineId);
      await refuseInvoicePaidByCredit(tx, line, invoice.id);
      const credit = { ...line, date: line.statementDate };
      const paid = await payFromCredit(tx, scope, invoice, credit, line.part, today);
      await tx
        .update(statementLines)
        .set({
          status: 'MATCHED',
          amountPaise: paid.paidPaise,
          invoiceId: invoice.id,
          tenantId: invoice.tenantId,
          paymentId: paid.paymentId,
        })
        .where(eq(statementLines.id, line.id));
      if (paid.leftPaise > 0) {
        await tx
          .insert(statementLines)
          .values(remainderLine(scope, propertyId, credit, paid.leftPaise, line.part + 1));
      }
      return paid.paymentId;
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}

/** POST /payment/statement-lines/{id}/ignore: not a payment of rent (a refund, a transfer of one's own). */
export async function ignoreLine(db: Db, scope: AccessScope, lineId: string) {
  await db.transaction(async (tx) => {
    const line = await lockOpenLine(tx, scope, lineId);
    await tx.update(statementLines).set({ status: 'IGNORED' }).where(eq(statementLines.id, line.id));
  });
}
