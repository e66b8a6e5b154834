// What a statement's credits may pay (issue 39), read in the import's transaction: the open claims
// under the file's UTRs, every invoice those claims or the narrations name (locked, in id order),
// and the payments by hand already on them. Locks: LOCK_ORDER (db/lock-order.ts).
import { and, asc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transferKeyOf } from '../../db/transfer-key';
import { invoices, paymentClaims, payments, statementLines, type InvoiceRow } from '../../db/schema';
import { locksTaken } from '../../db/lock-order';
import { chunks } from './known';

locksTaken('invoice');

/** The open claims of the property under the file's keys: UTR key → the claimed invoices' ids. */
export async function openClaimsOf(tx: Executor, propertyId: string, keys: string[]) {
  const claimed = new Map<string, string[]>();
  const key = transferKeyOf(paymentClaims.utr);
  for (const chunk of chunks(keys)) {
    const rows = await tx
      .select({ key, invoiceId: paymentClaims.invoiceId })
      .from(paymentClaims)
      .where(
        and(eq(paymentClaims.propertyId, propertyId), eq(paymentClaims.status, 'OPEN'), inArray(key, chunk)),
      );
    for (const row of rows) claimed.set(row.key, [...(claimed.get(row.key) ?? []), row.invoiceId]);
  }
  return claimed;
}

/** Every invoice the file may pay, locked in id order: by the claims, and by the numbers named. */
export async function lockInvoices(tx: Executor, propertyId: string, ids: string[], numbers: string[]) {
  const byId = new Map<string, InvoiceRow>();
  const byNumber = new Map<string, InvoiceRow>();
  const rows: InvoiceRow[] = [];
  for (const chunk of chunks(ids)) {
    rows.push(
      ...(await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.propertyId, propertyId), inArray(invoices.id, chunk)))),
    );
  }
  for (const chunk of chunks(numbers)) {
    rows.push(
      ...(await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.propertyId, propertyId), inArray(invoices.invoiceId, chunk)))),
    );
  }
  const wanted = [...new Set(rows.map((row) => row.id))].sort();
  for (const chunk of chunks(wanted)) {
    const locked = await tx
      .select()
      .from(invoices)
      .where(inArray(invoices.id, chunk))
      .orderBy(asc(invoices.id))
      .for('update');
    for (const row of locked) {
      byId.set(row.id, row);
      byNumber.set(row.invoiceId, row);
    }
  }
  return { byId, byNumber };
}

/**
 * A keyless credit the ledger already holds: a payment by hand of that amount on that day on an
 * invoice it names. A payment a statement line recorded is not by hand: that credit is known by its
 * line's fingerprint, and another credit of the same day and amount is another transfer.
 */
export async function handPaymentsOn(tx: Executor, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ invoiceId: payments.invoiceId, paidAt: payments.paidAt, amountPaise: payments.amountPaise })
    .from(payments)
    .where(
      and(
        inArray(payments.invoiceId, invoiceIds),
        isNull(payments.reference),
        isNull(payments.reversesPaymentId),
        notExists(
          tx
            .select({ one: statementLines.id })
            .from(statementLines)
            .where(eq(statementLines.paymentId, payments.id)),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.invoiceId}|${row.paidAt}|${row.amountPaise}`));
}
