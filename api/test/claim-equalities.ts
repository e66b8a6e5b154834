// The money equalities with 'I have paid' claims, checked after every step of the fast-check
// sequences (payment-claims-invariants, claims-several-invariants): an invoice's paid amount is the
// sum of its payments, never more than its total; at most one open claim per invoice; a CONFIRMED
// claim is linked to exactly one payment of its invoice whose reference names its UTR; a SETTLED
// claim to one of its invoice of exactly its amount; no payment closes two claims; a reference is
// recorded once; OPEN and REJECTED claims record nothing.
import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { invoices, paymentClaims, payments } from '../src/db/schema';
import { transferKey } from '../src/db/transfer-key';

export const claimsOfInvoices = (db: Db, invoiceIds: string[]) =>
  db.select().from(paymentClaims).where(inArray(paymentClaims.invoiceId, invoiceIds));
export const invoiceRows = (db: Db, invoiceIds: string[]) =>
  db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
export const paymentsOf = (db: Db, invoiceIds: string[]) =>
  db.select().from(payments).where(inArray(payments.invoiceId, invoiceIds));

export async function expectClaimEqualities(db: Db, invoiceIds: string[]) {
  const entries = await paymentsOf(db, invoiceIds);
  const claims = await claimsOfInvoices(db, invoiceIds);
  for (const invoice of await invoiceRows(db, invoiceIds)) {
    const paid = entries
      .filter((entry) => entry.invoiceId === invoice.id)
      .reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(invoice.paidPaise).toBe(paid);
    expect(paid).toBeGreaterThanOrEqual(0);
    expect(paid).toBeLessThanOrEqual(invoice.totalPaise);
    const open = claims.filter((claim) => claim.invoiceId === invoice.id && claim.status === 'OPEN');
    expect(open.length).toBeLessThanOrEqual(1);
  }
  const closed = claims.filter((claim) => claim.status === 'CONFIRMED' || claim.status === 'SETTLED');
  // No payment closes two claims: no claim's money is recorded twice.
  expect(new Set(closed.map((claim) => claim.paymentId)).size).toBe(closed.length);
  for (const claim of closed) {
    const payment = entries.find((entry) => entry.id === claim.paymentId);
    expect(payment?.invoiceId).toBe(claim.invoiceId);
    expect(claim.decidedAt).not.toBeNull();
    if (claim.status === 'CONFIRMED') expect(transferKey(payment!.reference)).toBe(transferKey(claim.utr));
    else expect(payment!.amountPaise).toBe(claim.amountPaise);
  }
  for (const claim of claims.filter((entry) => !closed.includes(entry))) expect(claim.paymentId).toBeNull();
  const references = entries.flatMap((entry) => (entry.reference === null ? [] : [entry.reference]));
  expect(new Set(references).size).toBe(references.length);
  return { entries, claims };
}
