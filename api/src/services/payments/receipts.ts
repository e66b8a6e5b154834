// Receipts (issue 23): every payment has one, numbered RCP-{year of paidAt}-{6 digits} from a
// reserved sequence like invoice numbers. The number is given when the payment is recorded
// (addPayment); a payment recorded before receipts existed gets its number the first time its
// receipt is asked for, once (its row locked meanwhile). A reversal has no receipt; it cancels the
// receipt of the payment it reverses (the receipt stays downloadable, stamped CANCELLED with the reason).
// Locks: LOCK_ORDER (db/lock-order.ts): the invoice (addPayment) or, lazily, the payment row, then
// the year's receipt_sequences row.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Db, Executor } from '../../db/client';
import {
  invoices,
  payments,
  properties,
  receiptSequences,
  tenants,
  type InvoiceRow,
  type PaymentRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { ledgersOf } from './read';
import { locksTaken } from '../../db/lock-order';

locksTaken('invoiceRow', 'sequence');

const formatReceiptNumber = (year: number, number: number) =>
  `RCP-${year}-${String(number).padStart(6, '0')}`;

/** Reserves the next receipt number of the year of `paidAt` (YYYY-MM-DD), atomically. */
export async function nextReceiptNumber(tx: Executor, paidAt: string): Promise<string> {
  const year = Number(paidAt.slice(0, 4));
  const [row] = await tx
    .insert(receiptSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSequences.year,
      set: { lastNumber: sql`${receiptSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSequences.lastNumber });
  return formatReceiptNumber(year, row!.lastNumber);
}

/** Everything a receipt shows. */
export interface Receipt {
  payment: PaymentRow & { receiptNumber: string };
  invoice: InvoiceRow;
  propertyName: string;
  propertyAddress: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string;
  /** the tenant's language: their mail and their PDF (issue 27) */
  tenantLanguage: Language;
  recorderName: string | null;
  /** what the invoice still owed right after this payment, in paise */
  balanceAfterPaise: number;
  /** the day a later reversal cancelled this payment's receipt (YYYY-MM-DD), else null */
  cancelledOn: string | null;
  /** the reversal's note, the reason the tenant reads; null when cancelled without one or not cancelled */
  cancelReason: string | null;
}

/** The payment's receipt number, giving one (once) to a payment recorded before receipts. */
async function ensureReceiptNumber(db: Db, payment: PaymentRow): Promise<string> {
  if (payment.receiptNumber) return payment.receiptNumber;
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (locked?.receiptNumber) return locked.receiptNumber;
    const receiptNumber = await nextReceiptNumber(tx, payment.paidAt);
    await tx
      .update(payments)
      .set({ receiptNumber })
      .where(and(eq(payments.id, payment.id), isNull(payments.receiptNumber)));
    return receiptNumber;
  });
}

/**
 * The receipt of a payment (not a reversal): for staff whose scope holds its property and for the
 * tenant who paid; anyone else, and a reversal, 404. No scope: the server's own use (the mail).
 */
export async function findReceipt(db: Db, scope: AccessScope | null, paymentId: string): Promise<Receipt> {
  const [found] = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(
      and(
        eq(payments.id, paymentId),
        isNull(payments.reversesPaymentId),
        !scope
          ? undefined
          : scope.kind === 'tenant'
            ? eq(invoices.tenantId, scope.actorId)
            : scope.propertyFilter(payments.propertyId),
      ),
    );
  if (!found || found.payment.amountPaise <= 0) throw notFound(MESSAGES.receiptNotFound);
  const { payment, invoice } = found;
  const receiptNumber = await ensureReceiptNumber(db, payment);
  const [[property], [tenant], ledgers] = await Promise.all([
    db.select().from(properties).where(eq(properties.id, invoice.propertyId)),
    db.select().from(tenants).where(eq(tenants.id, invoice.tenantId)),
    ledgersOf(db, [invoice.id]),
  ]);
  // The ledger up to and including this entry, in the order entries were recorded.
  const ledger = ledgers.get(invoice.id) ?? [];
  const upTo = ledger.slice(0, ledger.findIndex((entry) => entry.id === payment.id) + 1);
  const paidUpTo = upTo.reduce((sum, entry) => sum + entry.amountPaise, 0);
  const recorderName = upTo.at(-1)?.recorderName ?? null;
  const reversal = ledger.find((entry) => entry.reversesPaymentId === payment.id);
  const address = property?.address;
  return {
    payment: { ...payment, receiptNumber },
    invoice,
    propertyName: property?.name ?? 'PG Portal',
    propertyAddress: address
      ? [address.fullAddress, address.area, address.city, address.pinCode].filter(Boolean).join(', ')
      : '',
    tenantName: tenant?.fullName ?? '',
    tenantEmail: tenant?.email ?? '',
    tenantPhone: tenant?.phoneNumber ?? '',
    tenantLanguage: tenant?.language ?? 'en',
    recorderName,
    balanceAfterPaise: invoice.totalPaise - paidUpTo,
    cancelledOn: reversal?.paidAt ?? null,
    cancelReason: reversal?.note.trim() || null,
  };
}
