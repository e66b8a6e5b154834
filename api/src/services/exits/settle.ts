// Settling an exit statement (issue 24), one transaction: the deductions become an ADJUSTMENT
// invoice (a line each); the deposit pays the dues oldest first (a payment on each due invoice, the
// same amount taken off the ADVANCE invoices); what is left is refunded (a negative ledger entry
// with the refund's mode, date and reference) or, when the deposit falls short, stays owed on
// those invoices. Each ADVANCE invoice then gets a closing line so it is neither owed nor held: the
// deposit and the dues net to zero. The bed is vacated (beds/write.ts endStay), the notice completed.
//
// Issue 41: first the rent up to the move-out day (or today, when staff chose to settle early) is
// issued and the pending charges and meal credits are folded in; if the figures are no longer the
// ones the tenant was sent, the statement is sent to them again instead and nothing is paid.
//
// Locks: LOCK_ORDER (db/lock-order.ts), the billing lock shared; racing settles: the later one 409s.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitSettleValues } from '@pgportal/contracts/schemas';
import type { Db } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { beds, charges, exitStatements, invoices, tenantNotices, type InvoiceRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { bedLabel } from '../audit/bed-label';
import { actorOf, recordAudit } from '../audit/record';
import { endStay } from '../beds/write';
import { issueInvoice } from '../payments/invoices';
import { shareBillingLock } from '../payments/job/lock';
import { writeLines } from '../payments/lines';
import { today as todayInIndia } from '../calendar';
import { creditMealAbsences } from '../meals/credits';
import { issueDueRents } from '../payments/job/issue';
import { horizonOf, owedPaise } from './figures';
import { currentFigures, reopenIfChanged } from './reopen';
import { versionsOf } from './read';
import { lockTenantStatement } from './write';
import { linesCount, post, saveInvoice } from './settle-ledger';
import { holdNumbers } from '../payments/hold-numbers';
import { locksTaken } from '../../db/lock-order';
import { startDepartureClock } from '../form3/reports';
import * as notes from '../ledger/entry-kinds';

// Meal credits (record) and rents before the invoices are locked; pending charges (invoiceRow) after.
locksTaken('billing', 'bed', 'tenant', 'record', 'invoice', 'invoiceRow', 'sequence', 'totals');

/** An invoice the exit's money comes from: an ADVANCE (what was paid on it) or an exit credit. */
interface Source {
  invoice: InvoiceRow;
  capacityPaise: number;
  applied: string;
  refunded: string;
}

/**
 * POST /tenant/{tenantId}/exit-statement/settle. 'reopened' when the statement's figures changed
 * since the version the tenant was sent (nothing is paid: the caller mails them and answers 409);
 * 'settled' when the refund paid is the one that version showed.
 */
export async function settleExitStatement(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  input: ExitSettleValues,
  today: string = todayInIndia(),
): Promise<'settled' | 'reopened'> {
  try {
    return await db.transaction(async (tx) => {
      await shareBillingLock(tx);
      await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
      const { tenant, statement } = await lockTenantStatement(tx, scope, tenantId);
      if (!statement) throw notFound(MESSAGES.exitStatementNotFound);
      if (statement.status === 'SETTLED') throw conflict(MESSAGES.exitStatementSettledAlready);
      if (statement.status === 'DRAFT') throw conflict(MESSAGES.exitStatementNotSent);
      if (statement.status === 'DISPUTED') throw conflict(MESSAGES.exitStatementDisputedOpen);
      const early = today < statement.moveOutDate;
      if (early && !input.settleEarly) {
        throw conflict(MESSAGES.exitSettleBeforeMoveOut, { settleEarly: MESSAGES.exitSettleBeforeMoveOut });
      }
      await holdNumbers(tx, today, [input.paidAt ?? today, today]); // the refund's and today's receipts
      // Settling early bills nothing after today; who chose it is kept on the statement.
      const earlySettleOn = early ? today : null;
      const earlySettleBy = early ? scope.actorId : null;
      if (statement.earlySettleOn !== earlySettleOn || statement.earlySettleBy !== earlySettleBy) {
        await tx
          .update(exitStatements)
          .set({ earlySettleOn, earlySettleBy })
          .where(eq(exitStatements.id, statement.id));
        Object.assign(statement, { earlySettleOn, earlySettleBy });
      }

      // What is due by then is billed now, as the job would bill it: the credits of days away
      // that ended, the rent up to the move-out day (or today). Then the figures must be the ones
      // the tenant was sent, or the statement goes to them again and nothing is paid.
      await creditMealAbsences(tx, today, tenant.id);
      await issueDueRents(tx, horizonOf(statement), tenant.id);
      if (await reopenIfChanged(tx, statement)) return 'reopened';
      // A tenant who accepted an earlier version is asked about this one first: a refund they did
      // not accept is never paid (a statement never accepted settles once sent, as before).
      if (
        statement.status === 'SENT' &&
        (await versionsOf(tx, statement.id)).some((row) => row.response === 'ACCEPTED')
      )
        throw conflict(MESSAGES.exitStatementChangedSentAgain);
      const { version, deductions, live } = await currentFigures(tx, statement);

      const all = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.tenantId, tenant.id))
        .orderBy(asc(invoices.id))
        .for('update');
      const pending = await tx
        .select()
        .from(charges)
        .where(and(eq(charges.tenantId, tenant.id), isNull(charges.invoiceId)))
        .orderBy(asc(charges.createdAt), asc(charges.id))
        .for('update');
      const advances = all.filter((row) => row.type === 'ADVANCE');
      const dues = all
        .filter((row) => row.type !== 'ADVANCE' && row.paidPaise < row.totalPaise)
        .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceId.localeCompare(b.invoiceId));
      const depositPaise = advances.reduce((sum, row) => sum + row.paidPaise, 0);
      const deductionsPaise = deductions.reduce((sum, row) => sum + row.amountPaise, 0);
      const refundPaise = live.refundPaise;
      if (refundPaise > 0 && (!input.paymentMode || !input.paidAt)) {
        const errors: Record<string, string> = {};
        if (!input.paymentMode) errors.paymentMode = 'Choose how the refund was paid';
        if (!input.paidAt) errors.paidAt = 'Enter the day the refund was paid';
        throw badRequest(MESSAGES.exitStatementRefundDetails, errors);
      }
      if (input.paidAt && input.paidAt > today) {
        throw badRequest(MESSAGES.paidAtInFuture, { paidAt: MESSAGES.paidAtInFuture });
      }

      const sources: Source[] = advances.map((invoice) => ({
        invoice,
        capacityPaise: invoice.paidPaise,
        applied: notes.DEPOSIT_APPLIED_NOTE,
        refunded: notes.DEPOSIT_REFUNDED_NOTE,
      }));
      // The deductions and every pending charge or credit (meal credits) become one ADJUSTMENT
      // invoice: nothing stays pending after settling. A credit larger than the rest makes it
      // negative: then it is money the tenant gets back, like the deposit.
      if (deductions.length || pending.length) {
        const day = statement.moveOutDate < today ? statement.moveOutDate : today;
        const issued = await issueInvoice(tx, {
          tenantId: tenant.id,
          propertyId: statement.propertyId,
          assignmentId: null,
          type: 'ADJUSTMENT',
          periodStart: day,
          periodEnd: day,
          invoiceDate: today,
          lines: [
            ...deductions.map((row) => ({
              kind: 'OTHER' as const,
              description: `Exit deduction: ${row.reason}`.slice(0, 200),
              amountPaise: row.amountPaise,
            })),
            ...pending.map((charge) => ({
              kind: charge.kind,
              description: charge.description,
              amountPaise: charge.amountPaise,
              chargeId: charge.id,
            })),
          ],
        });
        if (pending.length) {
          await tx
            .update(charges)
            .set({ invoiceId: issued.id })
            .where(
              inArray(
                charges.id,
                pending.map((charge) => charge.id),
              ),
            );
        }
        if (issued.totalPaise > 0) dues.push(issued);
        else if (issued.totalPaise < 0) {
          sources.push({
            invoice: issued,
            capacityPaise: -issued.totalPaise,
            applied: notes.CREDIT_APPLIED_NOTE,
            refunded: notes.CREDIT_REFUNDED_NOTE,
          });
        }
      }

      // The deposit (and any credit) pays the dues, oldest first.
      const poolPaise = sources.reduce((sum, source) => sum + source.capacityPaise, 0);
      let left = poolPaise;
      for (const due of dues) {
        const amountPaise = Math.min(left, due.totalPaise - due.paidPaise);
        if (amountPaise <= 0) continue;
        await post(tx, scope.actorId, due, [{ amountPaise, note: notes.PAID_FROM_DEPOSIT_NOTE }], today);
        await saveInvoice(tx, due, today);
        left -= amountPaise;
      }
      // The refund paid must be the one the tenant was sent: the figures were checked above.
      const owedAfter = dues.reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
      if (left - owedAfter !== refundPaise) {
        throw new Error(`exit settle: refund ${left - owedAfter} is not the statement's ${refundPaise}`);
      }
      // The same amounts leave the sources: first what paid the dues, then the refund.
      let applied = poolPaise - left;
      let refund = left;
      let reference = input.reference ?? null;
      for (const source of sources) {
        const { invoice } = source;
        const fromApplied = Math.min(applied, source.capacityPaise);
        const fromRefund = Math.min(refund, source.capacityPaise - fromApplied);
        await post(
          tx,
          scope.actorId,
          invoice,
          [
            { amountPaise: -fromApplied, note: source.applied },
            {
              amountPaise: -fromRefund,
              note: source.refunded,
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
        if (invoice.type === 'ADVANCE' && invoice.totalPaise !== 0) {
          await writeLines(tx, [
            {
              invoiceId: invoice.id,
              first: await linesCount(tx, invoice.id),
              lines: [
                { kind: 'ADVANCE', description: 'Deposit closed at exit', amountPaise: -invoice.totalPaise },
              ],
            },
          ]);
          invoice.totalPaise = 0;
        }
        await saveInvoice(tx, invoice, today);
      }

      const leftBed = await bedLabel(tx, tenant.bedId);
      if (tenant.bedId) {
        await endStay(tx, tenant.id, scope.actorId);
        await startDepartureClock(tx, tenant.id, tenant.propertyId);
      }
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
          settledOutstanding: live.dues,
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
        before: { status: statement.status, bed: leftBed, version: version?.number ?? null },
        after: {
          status: 'SETTLED',
          bed: null,
          depositPaise,
          duesPaise: owedPaise(live),
          deductionsPaise,
          refundPaise,
          // settled before the move-out date: chosen by this actor, nothing billed after today
          settledEarly: early,
          moveOutDate: statement.moveOutDate,
        },
      });
      return 'settled';
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}
