// A payment recorded any way (Mark as Paid, a bank statement, a confirmed claim) closes the tenant's
// open 'I have paid' claim on that invoice when it is the same money, so confirming the claim later
// cannot record it again. Runs inside addPayment's transaction, after the invoice is locked: the
// lock order stays invoice, then its claims.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transferKey } from '../../db/transfer-key';
import { paymentClaims, type PaymentClaimRow } from '../../db/schema';
import type { AccessScope } from '../access';

export interface RecordedPayment {
  id: string;
  amountPaise: number;
  reference: string | null;
}

/**
 * The open claim this payment pays: the one whose UTR is the payment's reference, or, failing that,
 * the one of exactly the payment's amount (the money arrived, recorded without its UTR).
 */
export function claimPaidBy(open: readonly PaymentClaimRow[], payment: RecordedPayment) {
  const transfer = transferKey(payment.reference);
  const byUtr = transfer ? open.find((claim) => transferKey(claim.utr) === transfer) : undefined;
  if (byUtr) return { claim: byUtr, status: 'CONFIRMED' as const };
  const byAmount = open.find((claim) => claim.amountPaise === payment.amountPaise);
  return byAmount ? { claim: byAmount, status: 'SETTLED' as const } : null;
}

/**
 * Closes the invoice's open claim the payment pays (claimPaidBy): CONFIRMED when its UTR matches,
 * SETTLED ('Closed: paid another way') when only its amount does; either way linked to the payment.
 * `claimBeingConfirmed`: the claim a confirmation records this payment for, which it closes itself.
 */
export async function closeClaimsPaidBy(
  tx: Executor,
  scope: AccessScope,
  invoiceId: string,
  payment: RecordedPayment,
  claimBeingConfirmed: string | null,
): Promise<void> {
  const open = await tx
    .select()
    .from(paymentClaims)
    .where(and(eq(paymentClaims.invoiceId, invoiceId), eq(paymentClaims.status, 'OPEN')))
    .for('update');
  const paid = claimPaidBy(
    open.filter((claim) => claim.id !== claimBeingConfirmed),
    payment,
  );
  if (!paid) return;
  await tx
    .update(paymentClaims)
    .set({ status: paid.status, paymentId: payment.id, decidedBy: scope.actorId, decidedAt: new Date() })
    .where(eq(paymentClaims.id, paid.claim.id));
}
