// The settlement's ledger writes (settle.ts): entries on a locked invoice, its lines counted, the
// invoice row saved with its status from the one rule.
import { eq, sql } from 'drizzle-orm';
import type { ExitSettleValues } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { invoiceLines, invoices, payments, type InvoiceRow } from '../../db/schema';
import { nextReceiptNumber } from '../payments/receipts';
import { invoiceStatus } from '../payments/status';

export interface Entry {
  amountPaise: number;
  note: string;
  paymentMode?: ExitSettleValues['paymentMode'];
  paidAt?: string;
  reference?: string | null;
}

/** Adds ledger entries to a locked invoice, keeping its row's paidPaise current (saveInvoice writes it). */
export async function post(
  tx: Executor,
  actorId: string,
  invoice: InvoiceRow,
  entries: Entry[],
  today: string,
) {
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
export async function linesCount(tx: Executor, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return Number(row?.count ?? 0);
}

export async function saveInvoice(tx: Executor, invoice: InvoiceRow, today: string) {
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
