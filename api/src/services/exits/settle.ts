// Settling an exit statement (issue 24), one transaction: the deductions become an ADJUSTMENT
// invoice (a line each); the deposit pays the dues oldest first (a payment on each due invoice, the
// same amount taken off the ADVANCE invoices); what is left is refunded (a negative ledger entry
// with the refund's mode, date and reference) or, when the deposit falls short, stays owed on
// those invoices. Each ADVANCE invoice then gets a closing line so it is neither owed nor held: the
// deposit and the dues net to zero. The bed is vacated (beds/write.ts endStay), the notice completed.
//
// Locks: LOCK_ORDER (db/lock-order.ts); the settle issues an invoice, so it holds the billing lock.
// Racing settles wait on the tenant, and the later one finds the statement SETTLED (409).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitSettleValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import {
  beds,
  exitStatements,
  invoiceLines,
  invoices,
  payments,
  tenantNotices,
  type InvoiceRow,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { bedLabel } from '../audit/bed-label';
import { actorOf, recordAudit } from '../audit/record';
import { endStay } from '../beds/write';
import { issueInvoice } from '../payments/invoices';
import { shareBillingLock } from '../payments/job/lock';
import { writeLines } from '../payments/lines';
import { nextReceiptNumber } from '../payments/receipts';
import { invoiceStatus } from '../payments/status';
import { today as todayInIndia } from '../calendar';
import { deductionsOf, versionsOf } from './read';
import { lockTenantStatement } from './write';
import { locksTaken } from '../../db/lock-order';
import { DEPOSIT_APPLIED_NOTE, DEPOSIT_REFUNDED_NOTE, PAID_FROM_DEPOSIT_NOTE } from '../ledger/entry-kinds';

locksTaken('billing', 'bed', 'tenant', 'record', 'invoice', 'sequence', 'totals');

interface Entry {
  amountPaise: number;
  note: string;
  paymentMode?: ExitSettleValues['paymentMode'];
  paidAt?: string;
  reference?: string | null;
}

/** Adds ledger entries to a locked invoice, keeping its row's paidPaise current (saveInvoice writes it). */
async function post(tx: Executor, actorId: string, invoice: InvoiceRow, entries: Entry[], today: string) {
  for (const entry of entries) {
    if (entry.amountPaise === 0) continue;
    const paidAt = entry.paidAt ?? today;
    await tx.insert(payments).values({
      invoiceId: invoice.id,
      propertyId: invoice.propertyId,
      amountPaise: entry.amountPaise,
      paymentMode: entry.paymentMode ?? 'OTHER',
      paidAt,
      recordedBy: actorId,
      note: entry.note,
      reference: entry.reference ?? null,
      receiptNumber: entry.amountPaise > 0 ? await nextReceiptNumber(tx, paidAt) : null,
    });
    invoice.paidPaise += entry.amountPaise;
  }
}

/** How many lines an invoice has: a new line goes after them. */
async function linesCount(tx: Executor, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return Number(row?.count ?? 0);
}

async function saveInvoice(tx: Executor, invoice: InvoiceRow, today: string) {
  await tx
    .update(invoices)
    .set({
      totalPaise: invoice.totalPaise,
      paidPaise: invoice.paidPaise,
      status: invoiceStatus(invoice, today),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoice.id));
}

/** POST /tenant/{tenantId}/exit-statement/settle: the refund in rupees (negative: still owed). */
export async function settleExitStatement(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  input: ExitSettleValues,
  today: string = todayInIndia(),
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await shareBillingLock(tx);
      await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
      const { tenant, statement } = await lockTenantStatement(tx, scope, tenantId);
      if (!statement) throw notFound(MESSAGES.exitStatementNotFound);
      if (statement.status === 'SETTLED') throw conflict(MESSAGES.exitStatementSettledAlready);
      if (statement.status === 'DRAFT') throw conflict(MESSAGES.exitStatementNotSent);
      if (statement.status === 'DISPUTED') throw conflict(MESSAGES.exitStatementDisputedOpen);

      const all = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.tenantId, tenant.id))
        .orderBy(asc(invoices.id))
        .for('update');
      const advances = all.filter((row) => row.type === 'ADVANCE');
      const dues = all
        .filter((row) => row.type !== 'ADVANCE' && row.paidPaise < row.totalPaise)
        .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId.localeCompare(b.invoiceId));
      const snapshot = dues.map((row) => ({
        id: row.id,
        invoiceId: row.invoiceId,
        type: row.type,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        totalPaise: row.totalPaise,
        paidPaise: row.paidPaise,
      }));
      const version = (await versionsOf(tx, statement.id)).find((row) => row.number === statement.version);
      const deductions = await deductionsOf(tx, version ? [version.id] : []);
      const depositPaise = advances.reduce((sum, row) => sum + row.paidPaise, 0);
      const duesPaise = dues.reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
      const deductionsPaise = deductions.reduce((sum, row) => sum + row.amountPaise, 0);
      const refundPaise = depositPaise - duesPaise - deductionsPaise;
      if (refundPaise > 0 && (!input.paymentMode || !input.paidAt)) {
        const errors: Record<string, string> = {};
        if (!input.paymentMode) errors.paymentMode = 'Choose how the refund was paid';
        if (!input.paidAt) errors.paidAt = 'Enter the day the refund was paid';
        throw badRequest(MESSAGES.exitStatementRefundDetails, errors);
      }
      if (input.paidAt && input.paidAt > today) {
        throw badRequest(MESSAGES.paidAtInFuture, { paidAt: MESSAGES.paidAtInFuture });
      }

      if (deductionsPaise > 0) {
        const issued = await issueInvoice(tx, {
          tenantId: tenant.id,
          propertyId: statement.propertyId,
          assignmentId: null,
          type: 'ADJUSTMENT',
          periodStart: statement.moveOutDate < today ? statement.moveOutDate : today,
          periodEnd: statement.moveOutDate < today ? statement.moveOutDate : today,
          invoiceDate: today,
          lines: deductions.map((row) => ({
            kind: 'OTHER',
            description: `Exit deduction: ${row.reason}`.slice(0, 200),
            amountPaise: row.amountPaise,
          })),
        });
        dues.push(issued);
      }

      // The deposit pays the dues, oldest first.
      let left = depositPaise;
      for (const due of dues) {
        const amountPaise = Math.min(left, due.totalPaise - due.paidPaise);
        if (amountPaise <= 0) continue;
        await post(tx, scope.actorId, due, [{ amountPaise, note: PAID_FROM_DEPOSIT_NOTE }], today);
        await saveInvoice(tx, due, today);
        left -= amountPaise;
      }
      // The same amounts leave the ADVANCE invoices: first what paid the dues, then the refund.
      let applied = depositPaise - left;
      let refund = left;
      let reference = input.reference ?? null;
      for (const advance of advances) {
        const fromApplied = Math.min(applied, advance.paidPaise);
        const fromRefund = Math.min(refund, advance.paidPaise - fromApplied);
        await post(
          tx,
          scope.actorId,
          advance,
          [
            { amountPaise: -fromApplied, note: DEPOSIT_APPLIED_NOTE },
            {
              amountPaise: -fromRefund,
              note: DEPOSIT_REFUNDED_NOTE,
              paymentMode: input.paymentMode,
              paidAt: input.paidAt,
              reference,
            },
          ],
          today,
        );
        if (fromRefund > 0) reference = null;
        applied -= fromApplied;
        refund -= fromRefund;
        if (advance.totalPaise !== 0) {
          await writeLines(tx, [
            {
              invoiceId: advance.id,
              first: await linesCount(tx, advance.id),
              lines: [
                { kind: 'ADVANCE', description: 'Deposit closed at exit', amountPaise: -advance.totalPaise },
              ],
            },
          ]);
          advance.totalPaise = 0;
        }
        await saveInvoice(tx, advance, today);
      }

      const leftBed = await bedLabel(tx, tenant.bedId);
      if (tenant.bedId) await endStay(tx, tenant.id, scope.actorId);
      const now = new Date();
      await tx
        .update(tenantNotices)
        .set({ completedAt: now })
        .where(
          and(
            eq(tenantNotices.tenantId, tenant.id),
            isNull(tenantNotices.withdrawnAt),
            isNull(tenantNotices.completedAt),
          ),
        );
      await tx
        .update(exitStatements)
        .set({
          status: 'SETTLED',
          settledAt: now,
          settledBy: scope.actorId,
          settledDepositPaise: depositPaise,
          settledRefundPaise: refundPaise,
          settledOutstanding: snapshot,
          refundMode: refundPaise > 0 ? input.paymentMode : null,
          refundPaidAt: refundPaise > 0 ? input.paidAt : null,
          refundReference: refundPaise > 0 ? (input.reference ?? null) : null,
          updatedAt: now,
        })
        .where(eq(exitStatements.id, statement.id));
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'ASSIGNMENT',
        objectId: statement.id,
        action: 'SETTLE',
        propertyId: statement.propertyId,
        tenantId: tenant.id,
        before: { status: statement.status, bed: leftBed },
        after: { status: 'SETTLED', bed: null, depositPaise, duesPaise, deductionsPaise, refundPaise },
      });
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
