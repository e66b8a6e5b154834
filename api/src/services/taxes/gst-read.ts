// The GST record of invoices as the API answers it (issue 44): what each was at issue.
import { inArray } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { gstInvoices, type GstInvoiceRow } from '../../db/schema';
import { toRupees } from '../money';
import { ratePercent } from './gst-classify';

export type InvoiceGst = NonNullable<Invoice['gst']>;

export const presentGst = (row: GstInvoiceRow): InvoiceGst => ({
  kind: row.kind,
  serial: row.serial,
  gstin: row.gstin,
  legalName: row.legalName,
  sac: row.sac,
  taxableValue: toRupees(row.taxablePaise),
  ratePercent: ratePercent(row.rateBasisPoints),
  cgst: toRupees(row.cgstPaise),
  sgst: toRupees(row.sgstPaise),
  reason: row.reason,
});

/** The GST records of these invoices, by invoice id (only those that have one). */
export async function gstRowsOf(db: Executor, invoiceIds: string[]): Promise<Map<string, GstInvoiceRow>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db.select().from(gstInvoices).where(inArray(gstInvoices.invoiceId, invoiceIds));
  return new Map(rows.map((row) => [row.invoiceId, row]));
}
