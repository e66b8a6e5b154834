// The payments ledger: recording a payment and reversing one. Each runs in one transaction with a
// row lock on the invoice, so concurrent payments of one invoice never record more than its total.
// Locks: LOCK_ORDER (db/lock-order.ts); the claims a payment closes are written under the invoice's
// lock (close-claims.ts). The billing job's
// OVERDUE update re-checks each row's amounts under its lock (job/overdue.ts), so the status written here
// from the locked row is never overwritten by one computed from an older read.
import { and, eq, sql } from 'drizzle-orm';
import type { PayValues, ReverseInput } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { invoices, payments, type InvoiceRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { toPaise } from '../money';
import { closeClaimsPaidBy } from './close-claims';
import { nextReceiptNumber } from './receipts';
import { invoiceStatus, outstandingPaise } from './status';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'sequence', 'totals');

/** The invoice in scope, locked for the rest of the transaction; 404 outside the scope. */
export async function lockInvoice(tx: Executor, scope: AccessScope, billingId: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, billingId), scope.propertyFilter(invoices.propertyId)))
    .for('update');
  if (!row) throw notFound(MESSAGES.invoiceNotFound);
  return row;
}

/** Adds a ledger entry's amount to the invoice and sets the status that follows. */
async function applyToInvoice(tx: Executor, invoice: InvoiceRow, amountPaise: number, today: string) {
  const paidPaise = invoice.paidPaise + amountPaise;
  await tx
    .update(invoices)
    .set({ paidPaise, status: invoiceStatus({ ...invoice, paidPaise }, today), updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
}

/**
 * Records a payment of the locked invoice: what is outstanding, or `amount` (a part payment, never
 * more than what is outstanding). paidAt: not in the future, not before the invoice. `reference`:
 * the transfer's reference (a confirmed claim's UTR, a statement's UTR, or the one staff typed):
 * recorded once per property (a unique index; the caller maps it with databaseRefusal to a 409).
 * The payment gets its receipt number here. It closes the invoice's open claim of the same UTR or,
 * failing that, of the same amount (close-claims.ts), except `claimBeingConfirmed`, which
 * confirmClaim closes itself.
 */
export async function addPayment(
  tx: Executor,
  scope: AccessScope,
  invoice: InvoiceRow,
  input: PayValues,
  today: string,
  reference: string | null = null,
  claimBeingConfirmed: string | null = null,
): Promise<string> {
  const outstanding = outstandingPaise(invoice);
  if (outstanding === 0) throw conflict(MESSAGES.invoiceAlreadyPaid);
  if (input.paidAt > today) {
    throw badRequest(MESSAGES.paidAtInFuture, { paidAt: MESSAGES.paidAtInFuture });
  }
  if (input.paidAt < invoice.invoiceDate) {
    throw badRequest(MESSAGES.paidAtBeforeInvoice, { paidAt: MESSAGES.paidAtBeforeInvoice });
  }
  const amountPaise = input.amount === undefined ? outstanding : toPaise(input.amount);
  if (amountPaise > outstanding) {
    throw badRequest(MESSAGES.amountOverOutstanding, { amount: MESSAGES.amountOverOutstanding });
  }
  const [entry] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      propertyId: invoice.propertyId,
      amountPaise,
      paymentMode: input.paymentMode,
      paidAt: input.paidAt,
      recordedBy: scope.actorId,
      reference,
      receiptNumber: await nextReceiptNumber(tx, input.paidAt),
    })
    .returning({ id: payments.id });
  await applyToInvoice(tx, invoice, amountPaise, today);
  await closeClaimsPaidBy(
    tx,
    scope,
    invoice.id,
    { id: entry!.id, amountPaise, reference },
    claimBeingConfirmed,
  );
  await recordAudit(tx, {
    actor: actorOf(scope),
    objectType: 'PAYMENT',
    objectId: entry!.id,
    action: 'PAYMENT',
    propertyId: invoice.propertyId,
    tenantId: invoice.tenantId,
    after: {
      invoiceId: invoice.id,
      amountPaise,
      paymentMode: input.paymentMode,
      paidAt: input.paidAt,
      reference,
    },
  });
  return entry!.id;
}

/** PATCH /payment/{billingId}/pay: records a payment (addPayment) in its own transaction; its id. */
export async function recordPayment(
  db: Db,
  scope: AccessScope,
  billingId: string,
  input: PayValues,
  today: string,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, scope, billingId);
      return addPayment(tx, scope, invoice, input, today, input.reference ?? null);
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}

/**
 * POST /payment/{billingId}/reverse: a mistaken payment is undone by a recorded reversal (a
 * negative entry dated today that names it); nothing leaves the ledger.
 */
export async function reversePayment(
  db: Db,
  scope: AccessScope,
  billingId: string,
  input: ReverseInput,
  today: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, scope, billingId);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.paymentId), eq(payments.invoiceId, invoice.id)));
    if (!payment) throw notFound(MESSAGES.paymentNotFound);
    if (payment.amountPaise < 0) throw badRequest(MESSAGES.reversalNotReversible);
    const [reversed] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.reversesPaymentId, payment.id));
    if (reversed && reversed.count > 0) throw conflict(MESSAGES.paymentAlreadyReversed);
    const [reversal] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        propertyId: invoice.propertyId,
        amountPaise: -payment.amountPaise,
        paymentMode: payment.paymentMode,
        paidAt: today,
        reversesPaymentId: payment.id,
        recordedBy: scope.actorId,
        note: input.note ?? '',
      })
      .returning({ id: payments.id });
    await applyToInvoice(tx, invoice, -payment.amountPaise, today);
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'PAYMENT',
      objectId: reversal!.id,
      action: 'REVERSAL',
      propertyId: invoice.propertyId,
      tenantId: invoice.tenantId,
      before: { paymentId: payment.id, amountPaise: payment.amountPaise },
      after: {
        invoiceId: invoice.id,
        amountPaise: -payment.amountPaise,
        paidAt: today,
        note: input.note ?? '',
      },
    });
    return invoice.tenantId;
  });
}
