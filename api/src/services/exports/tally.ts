// GET /export/tally.xml (issue 44): one property's books between two days as a TallyPrime import
// file: the ledger masters its vouchers name, then the vouchers in date order (tally-vouchers.ts).
// A property's period is read whole: a month of one PG is some thousands of rows at most.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { tallyLedgersOf } from '@pgportal/contracts/schemas';
import { notFound } from '../../errors';
import type { Executor } from '../../db/client';
import { properties } from '../../db/schema';
import {
  readEntries,
  readGstNotes,
  readGstRecords,
  readLines,
  readWaivers,
  type LineRow,
  type Period,
} from './tally-rows';
import { TallyBooks } from './tally-vouchers';
import { tallyXml } from './tally-xml';

/** The vouchers and masters of a property's period (the route has checked the scope). */
export async function tallyBooks(db: Executor, period: Period) {
  const [property] = await db
    .select({ name: properties.name, tallyLedgers: properties.tallyLedgers })
    .from(properties)
    .where(eq(properties.id, period.propertyId));
  if (!property) throw notFound(MESSAGES.propertyNotFound);
  const names = tallyLedgersOf(property.tallyLedgers);
  const books = new TallyBooks(names);
  const byInvoice = new Map<string, LineRow[]>();
  for (const line of await readLines(db, period)) {
    const lines = byInvoice.get(line.invoiceId) ?? [];
    lines.push(line);
    byInvoice.set(line.invoiceId, lines);
  }
  const gst = await readGstRecords(db, period);
  for (const [invoiceId, lines] of byInvoice) books.addInvoice(lines, gst.get(invoiceId));
  for (const waiver of await readWaivers(db, period)) books.addWaiver(waiver);
  for (const note of await readGstNotes(db, period)) books.addGstNote(note);
  for (const entry of await readEntries(db, period)) books.addEntry(entry);
  // date order; within a day invoices, then waivers, GST notes, the ledger's entries (a stable sort)
  const vouchers = [...books.vouchers].sort((a, b) => a.date.localeCompare(b.date));
  return { company: names.company || property.name, ledgers: books.ledgers(), vouchers };
}

/** The import file's text. */
export async function exportTally(db: Executor, period: Period): Promise<string> {
  const { company, ledgers, vouchers } = await tallyBooks(db, period);
  return tallyXml(company, ledgers, vouchers);
}
