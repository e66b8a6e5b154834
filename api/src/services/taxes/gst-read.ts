// The GST record of invoices as the API answers it (issue 44): what each was at issue.
import { inArray } from 'drizzle-orm';
import type { Invoice } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { gstInvoices, gstNotes, type GstInvoiceRow, type GstNoteRow } from '../../db/schema';
import { toRupees } from '../money';
import { ratePercent } from './gst-classify';

export type InvoiceGst = NonNullable<Invoice['gst']>;

export type GstOfInvoice = GstInvoiceRow & { notes: GstNoteRow[] };

export const presentGst = (row: GstOfInvoice): InvoiceGst => ({
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
  notes: row.notes.map((note) => ({
    _id: note.id,
    kind: note.kind,
    serial: note.serial,
    date: note.noteDate,
    reason: note.reason,
    taxableValue: toRupees(note.taxablePaise),
    ratePercent: ratePercent(note.rateBasisPoints),
    cgst: toRupees(note.cgstPaise),
    sgst: toRupees(note.sgstPaise),
  })),
});

/** The GST records of these invoices with their notes, by invoice id (only those that have one). */
export async function gstRowsOf(db: Executor, invoiceIds: string[]): Promise<Map<string, GstOfInvoice>> {
  if (!invoiceIds.length) return new Map();
  const rows = await db.select().from(gstInvoices).where(inArray(gstInvoices.invoiceId, invoiceIds));
  if (!rows.length) return new Map();
  const notes = await db
    .select()
    .from(gstNotes)
    .where(
      inArray(
        gstNotes.invoiceId,
        rows.map((row) => row.invoiceId),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.invoiceId,
      { ...row, notes: notes.filter((note) => note.invoiceId === row.invoiceId) },
    ]),
  );
}
