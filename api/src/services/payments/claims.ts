// 'I have paid': a tenant claims a payment of one of their invoices with the UPI reference (UTR) of
// the transfer and an optional screenshot; staff confirm the claim (a UPI payment in the ledger, the
// UTR as its reference, for exactly the amount claimed) or reject it with a reason.
// Locks: LOCK_ORDER (db/lock-order.ts). Every write of a claim locks its invoice first, so a
// claim's status and the ledger change together.
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { PaymentClaimValues } from '@pgportal/contracts/schemas';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Db, Executor } from '../../db/client';
import { databaseRefusal } from '../../db/pg-errors';
import { invoices, paymentClaims, payments, type InvoiceRow, type PaymentClaimRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import type { ReceivedFile } from '../files/uploads';
import { toPaise, toRupees } from '../money';
import { addPayment, lockInvoice } from './payments';
import { outstandingPaise } from './status';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'invoiceRow', 'totals');

const onUtr = (message: string) => conflict(message, { utr: message });

/** The tenant's own invoice, locked; 404 for anyone else's. */
export async function lockOwnInvoice(tx: Executor, tenantId: string, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.tenantId, tenantId)))
    .for('update');
  if (!row) throw notFound(MESSAGES.invoiceNotFound);
  return row;
}

/** 404 unless the invoice is the signed-in tenant's (checked before the form is read). */
export async function assertOwnInvoice(db: Executor, scope: AccessScope, invoiceId: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.tenantId, scope.actorId)));
  if (!row) throw notFound(MESSAGES.invoiceNotFound);
}

/**
 * The refusals of a claim with this UTR on the locked invoice: 409 when a standing (not rejected)
 * claim already has the UTR, or one waits.
 */
export async function assertClaimable(tx: Executor, invoiceId: string, utr: string): Promise<void> {
  const standing = await tx
    .select({ utr: paymentClaims.utr, status: paymentClaims.status })
    .from(paymentClaims)
    .where(and(eq(paymentClaims.invoiceId, invoiceId), ne(paymentClaims.status, 'REJECTED')));
  if (standing.some((claim) => claim.utr === utr)) throw onUtr(MESSAGES.utrAlreadyClaimed);
  if (standing.some((claim) => claim.status === 'OPEN')) throw onUtr(MESSAGES.claimAlreadyOpen);
}

export interface NewClaim {
  utr: string;
  amountPaise: number;
  screenshot: string | null;
  claimedOn: string;
}

export async function insertClaimRow(
  tx: Executor,
  invoice: InvoiceRow,
  claim: NewClaim,
): Promise<PaymentClaimRow> {
  const [row] = await tx
    .insert(paymentClaims)
    .values({ invoiceId: invoice.id, tenantId: invoice.tenantId, propertyId: invoice.propertyId, ...claim })
    .returning();
  return row!;
}

async function insertClaim(
  tx: Executor,
  scope: AccessScope,
  invoiceId: string,
  input: PaymentClaimValues,
  screenshot: string | null,
  today: string,
): Promise<PaymentClaimRow> {
  const invoice = await lockOwnInvoice(tx, scope.actorId, invoiceId);
  const outstanding = outstandingPaise(invoice);
  if (outstanding <= 0) throw conflict(MESSAGES.invoiceAlreadyPaid);
  const amountPaise = input.amount === undefined ? outstanding : toPaise(input.amount);
  if (amountPaise > outstanding) {
    throw badRequest(MESSAGES.amountOverOutstanding, { amount: MESSAGES.amountOverOutstanding });
  }
  await assertClaimable(tx, invoice.id, input.utr);
  return insertClaimRow(tx, invoice, { utr: input.utr, amountPaise, screenshot, claimedOn: today });
}

/**
 * POST /tenant/my-invoices/{invoiceId}/claims: the claim of what is outstanding on the tenant's
 * invoice, or of `amount` (a part; more than outstanding is a 400). One claim waits per invoice; a
 * UTR claims an invoice once (again only after a rejection).
 */
export async function claimPayment(
  deps: Pick<Deps, 'db' | 'uploads'>,
  scope: AccessScope,
  invoiceId: string,
  input: PaymentClaimValues,
  screenshot: ReceivedFile | null,
  today: string,
): Promise<PaymentClaimRow> {
  const key = screenshot ? await deps.uploads.store('paymentScreenshot', screenshot) : null;
  try {
    return await deps.db.transaction((tx) => insertClaim(tx, scope, invoiceId, input, key, today));
  } catch (error) {
    await deps.uploads.remove(key);
    throw databaseRefusal(error) ?? error;
  }
}

/**
 * The ledger reference of a confirmed claim: its UTR, or `UTR/2`, `UTR/3`… when the same tenant's
 * earlier claims used it (one transfer for several of their invoices, as 'Pay … for everything due'
 * makes). A UTR the ledger holds any other way (typed by staff, another tenant's, a statement's) is a
 * 409, as a reference is recorded once per property.
 */
async function claimReference(tx: Executor, invoice: InvoiceRow, utr: string): Promise<string> {
  const earlier = await tx
    .select({ reference: payments.reference, claimant: paymentClaims.tenantId })
    .from(payments)
    .leftJoin(paymentClaims, eq(paymentClaims.paymentId, payments.id))
    .where(
      and(
        eq(payments.propertyId, invoice.propertyId),
        or(eq(payments.reference, utr), like(payments.reference, `${utr}/%`)),
      ),
    );
  if (earlier.some((payment) => payment.claimant !== invoice.tenantId)) {
    throw conflict(MESSAGES.referenceAlreadyRecorded, { reference: MESSAGES.referenceAlreadyRecorded });
  }
  // The first free: a part may already be recorded as `UTR/2` by staff or a statement (close-claims.ts).
  const taken = new Set(earlier.map((payment) => payment.reference));
  if (!taken.has(utr)) return utr;
  let part = 2;
  while (taken.has(`${utr}/${part}`)) part += 1;
  return `${utr}/${part}`;
}

/** The invoice in scope and one of its claims, both locked; the claim must still be open. */
async function lockOpenClaim(tx: Executor, scope: AccessScope, billingId: string, claimId: string) {
  const invoice = await lockInvoice(tx, scope, billingId);
  const [claim] = await tx
    .select()
    .from(paymentClaims)
    .where(and(eq(paymentClaims.id, claimId), eq(paymentClaims.invoiceId, invoice.id)))
    .for('update');
  if (!claim) throw notFound(MESSAGES.claimNotFound);
  if (claim.status !== 'OPEN') throw conflict(MESSAGES.claimNotOpen);
  return { invoice, claim };
}

/**
 * POST /payment/{billingId}/claims/{claimId}/confirm: records the claimed amount as a UPI payment
 * dated the day it was claimed, with the UTR as its reference; the invoice's status follows. The
 * payment's id (its receipt is mailed after the commit).
 */
export async function confirmClaim(
  db: Db,
  scope: AccessScope,
  billingId: string,
  claimId: string,
  today: string,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const { invoice, claim } = await lockOpenClaim(tx, scope, billingId, claimId);
      const outstanding = outstandingPaise(invoice);
      if (outstanding > 0 && claim.amountPaise > outstanding) throw conflict(MESSAGES.claimOverOutstanding);
      const paidAt = claim.claimedOn < invoice.invoiceDate ? invoice.invoiceDate : claim.claimedOn;
      const amount = toRupees(claim.amountPaise);
      const paymentId = await addPayment(
        tx,
        scope,
        invoice,
        { paymentMode: 'UPI', paidAt, amount },
        today,
        await claimReference(tx, invoice, claim.utr),
        claim.id,
      );
      await tx
        .update(paymentClaims)
        .set({ status: 'CONFIRMED', paymentId, decidedBy: scope.actorId, decidedAt: new Date() })
        .where(eq(paymentClaims.id, claim.id));
      return paymentId;
    });
  } catch (error) {
    // the same reference recorded meanwhile (the ledger's unique reference per property): 409
    throw databaseRefusal(error) ?? error;
  }
}

/** POST /payment/{billingId}/claims/{claimId}/reject {reason}: the tenant sees the reason. */
export async function rejectClaim(
  db: Db,
  scope: AccessScope,
  billingId: string,
  claimId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { claim } = await lockOpenClaim(tx, scope, billingId, claimId);
    await tx
      .update(paymentClaims)
      .set({ status: 'REJECTED', reason, decidedBy: scope.actorId, decidedAt: new Date() })
      .where(eq(paymentClaims.id, claim.id));
  });
}
