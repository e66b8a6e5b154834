// Rent paid, from the ledger (issue 44, docs/taxes.md): what an HRA rent receipt counts.
// - Only RENT invoices count (an ADVANCE invoice is a refundable deposit, not rent).
// - An invoice's payments in force (not reversed, not a reversal), in the order they were
//   recorded, pay its RENT lines first; a payment's rent share is what it paid of those lines.
//   Meals, electricity and fees on the same invoice are not rent.
// - A payment counts in the period its money was received in (its paidAt), whatever period the
//   invoice bills: the receipt evidences rent paid, as Form 12BB asks for.
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMode } from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { ledgersOf, paymentsInForce } from '../payments/read';

export interface RentPayment {
  paymentId: string;
  paidAt: string;
  paymentMode: PaymentMode;
  /** the part of the payment that paid rent */
  rentPaise: number;
}

/** The tenant's rent payments at `propertyId` received from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export async function rentPaymentsBetween(
  db: Executor,
  tenantId: string,
  propertyId: string,
  from: string,
  to: string,
): Promise<RentPayment[]> {
  const rentInvoices = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.propertyId, propertyId), eq(invoices.type, 'RENT')));
  if (!rentInvoices.length) return [];
  const ids = rentInvoices.map((invoice) => invoice.id);
  const [lines, ledgers] = await Promise.all([
    db
      .select({ invoiceId: invoiceLines.invoiceId, amountPaise: invoiceLines.amountPaise })
      .from(invoiceLines)
      .where(and(inArray(invoiceLines.invoiceId, ids), eq(invoiceLines.kind, 'RENT'))),
    ledgersOf(db, ids),
  ]);
  const rentOf = new Map<string, number>();
  for (const line of lines) rentOf.set(line.invoiceId, (rentOf.get(line.invoiceId) ?? 0) + line.amountPaise);

  const found: RentPayment[] = [];
  for (const id of ids) {
    let rentLeft = rentOf.get(id) ?? 0;
    for (const payment of paymentsInForce(ledgers.get(id) ?? [])) {
      const rentPaise = Math.max(0, Math.min(payment.amountPaise, rentLeft));
      rentLeft -= rentPaise;
      if (rentPaise > 0 && payment.paidAt >= from && payment.paidAt <= to) {
        found.push({ paymentId: payment.id, paidAt: payment.paidAt, paymentMode: payment.paymentMode, rentPaise });
      }
    }
  }
  return found.sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.paymentId.localeCompare(b.paymentId));
}
