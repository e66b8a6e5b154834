// Paying an invoice from a statement credit (issue 23): never more than what is outstanding; what
// is left becomes an unmatched remainder line (the next part) for staff to place.
// Locks: LOCK_ORDER (db/lock-order.ts); the caller holds the invoice's lock.
import type { PaymentMode } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import type { statementLines } from '../../db/schema';
import { type InvoiceRow } from '../../db/schema';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { addPayment } from '../payments/payments';
import { toRupees } from '../money';
import { outstandingPaise } from '../payments/status';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoice', 'sequence', 'totals');

export interface CreditToApply {
  lineNumber: number;
  date: string;
  narration: string;
  amountPaise: number;
  reference: string | null;
}

/** UPI when the narration says so (UPI/…, a VPA), a bank transfer (NEFT, IMPS, RTGS…) otherwise. */
export const modeOfNarration = (narration: string): PaymentMode =>
  /\bUPI\b|@[a-z]/i.test(narration) ? 'UPI' : 'BANK_TRANSFER';

/** The ledger's reference of a line: the UTR, marked with the part for a remainder. */
export const paymentReferenceOf = (reference: string | null, part: number) =>
  reference === null ? null : part > 1 ? `${reference}/${part}` : reference;

/**
 * Records `paidPaise` = min(credit, outstanding) on the locked `invoice` (its paidPaise is updated
 * in place for the next credit of the same file) and returns the payment and what is left over.
 */
export async function payFromCredit(
  tx: Executor,
  scope: AccessScope,
  invoice: InvoiceRow,
  credit: CreditToApply,
  part: number,
  today: string,
): Promise<{ paymentId: string; paidPaise: number; leftPaise: number }> {
  const paidPaise = Math.min(credit.amountPaise, outstandingPaise(invoice));
  const paidAt = credit.date < invoice.invoiceDate ? invoice.invoiceDate : credit.date;
  const paymentId = await addPayment(
    tx,
    scope,
    invoice,
    { paymentMode: modeOfNarration(credit.narration), paidAt, amount: toRupees(paidPaise) },
    today,
    paymentReferenceOf(credit.reference, part),
  );
  invoice.paidPaise += paidPaise;
  await recordAudit(tx, {
    actor: actorOf(scope),
    objectType: 'STATEMENT_MATCH',
    objectId: paymentId,
    action: 'MATCH',
    propertyId: invoice.propertyId,
    tenantId: invoice.tenantId,
    after: {
      invoiceId: invoice.id,
      statementDate: credit.date,
      narration: credit.narration,
      reference: credit.reference,
      amountPaise: paidPaise,
    },
  });
  return { paymentId, paidPaise, leftPaise: credit.amountPaise - paidPaise };
}

/** The unmatched line of what a credit left after paying an invoice. */
export const remainderLine = (
  scope: AccessScope,
  propertyId: string,
  credit: CreditToApply,
  leftPaise: number,
  part = 2,
): typeof statementLines.$inferInsert => ({
  propertyId,
  lineNumber: credit.lineNumber,
  statementDate: credit.date,
  narration: credit.narration,
  amountPaise: leftPaise,
  reference: credit.reference,
  part,
  status: 'UNMATCHED',
  importedBy: scope.actorId,
});
