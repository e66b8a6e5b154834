// The GSTR-1 CSV read back for the tests (issue 44): GET /export/gstr1.csv through the app, parsed
// with csv-parse into its sections, amounts turned back into paise with integer arithmetic, and
// the month's figures the file must show summed independently from gst_invoices and gst_notes.
import { parse } from 'csv-parse/sync';
import { and, eq, gte, lt } from 'drizzle-orm';
import { API, withQuery } from '@pgportal/contracts/api-paths';
import type { Db } from '../src/db/client';
import { gstInvoices, gstNotes, invoices } from '../src/db/schema';
import type { TestApp } from './helpers';

export const gstr1Url = (query: Record<string, string | undefined> = {}) =>
  `/api/v1${withQuery(API.export.gstr1, query)}`;

export const downloadGstr1 = (t: TestApp, cookie: string, query: Record<string, string | undefined> = {}) =>
  t.request({ url: gstr1Url(query), headers: { cookie } });

/** '12345.67' -> 1234567, '-0.05' -> -5: exact, by the digits. */
export function paiseOf(rupees: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(rupees);
  if (!match) throw new Error(`not an amount in rupees with two decimals: '${rupees}'`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

export interface Gstr1File {
  /** each section's header row and rows, by its title */
  sections: Record<string, { header: string[]; rows: string[][] }>;
  b2csTotal: number;
  exempt: number;
  /** the HSN summary's totals: taxable value at a rate above 0 and at 0, CGST, SGST */
  hsn: { taxed: number; exempt: number; cgst: number; sgst: number };
}

/** The file's sections: a title row, the header, the rows, a blank row. */
export function readGstr1(body: string): Gstr1File {
  if (!body.startsWith('\uFEFF')) throw new Error('no byte-order mark');
  const records: string[][] = parse(body.slice(1), { relax_column_count: true, skip_empty_lines: false });
  const sections: Gstr1File['sections'] = {};
  let index = 0;
  while (index < records.length) {
    const title = records[index]![0]!;
    const header = records[index + 1]!;
    const rows: string[][] = [];
    index += 2;
    while (index < records.length && !(records[index]!.length === 1 && records[index]![0] === '')) {
      rows.push(records[index]!);
      index += 1;
    }
    sections[title] = { header, rows };
    index += 1;
  }
  const b2csTotal = (sections.b2cs?.rows ?? []).reduce((sum, row) => sum + paiseOf(row[4]!), 0);
  const intra = sections.exemp?.rows.find((row) => row[0] === 'Intra-State supplies to unregistered persons');
  const hsnRows = sections['hsn(b2c)']?.rows ?? [];
  const total = (rows: string[][], column: number) =>
    rows.reduce((sum, row) => sum + paiseOf(row[column]!), 0);
  const hsn = {
    taxed: total(
      hsnRows.filter((row) => row[5] !== '0'),
      6,
    ),
    exempt: total(
      hsnRows.filter((row) => row[5] === '0'),
      6,
    ),
    cgst: total(hsnRows, 8),
    sgst: total(hsnRows, 9),
  };
  return { sections, b2csTotal, exempt: intra ? paiseOf(intra[2]!) : 0, hsn };
}

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** What the month's file must hold for `gstin`, summed straight from the GST records (every property). */
export async function expectedOfMonth(db: Db, gstin: string, month: string) {
  const from = `${month}-01`;
  const before = `${nextMonth(month)}-01`;
  const issued = await db
    .select({ record: gstInvoices })
    .from(gstInvoices)
    .innerJoin(invoices, eq(invoices.id, gstInvoices.invoiceId))
    .where(
      and(eq(gstInvoices.gstin, gstin), gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, before)),
    );
  const notes = await db
    .select()
    .from(gstNotes)
    .where(and(eq(gstNotes.gstin, gstin), gte(gstNotes.noteDate, from), lt(gstNotes.noteDate, before)));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const taxed = issued.filter((row) => row.record.kind === 'TAX_INVOICE').map((row) => row.record);
  const credits = notes.filter((note) => note.kind === 'CREDIT_NOTE');
  const debits = notes.filter((note) => note.kind === 'DEBIT_NOTE');
  return {
    b2csTotal:
      sum(taxed.map((row) => row.taxablePaise)) -
      sum(credits.map((note) => note.taxablePaise)) +
      sum(debits.map((note) => note.taxablePaise)),
    exempt: sum(
      issued.filter((row) => row.record.kind === 'BILL_OF_SUPPLY').map((row) => row.record.valuePaise),
    ),
    counts: { invoices: issued.length, credits: credits.length, debits: debits.length },
    /** the month's CGST and SGST net of its notes: what the HSN summary's tax columns total */
    tax: {
      cgst:
        sum(taxed.map((row) => row.cgstPaise)) -
        sum(credits.map((note) => note.cgstPaise)) +
        sum(debits.map((note) => note.cgstPaise)),
      sgst:
        sum(taxed.map((row) => row.sgstPaise)) -
        sum(credits.map((note) => note.sgstPaise)) +
        sum(debits.map((note) => note.sgstPaise)),
    },
  };
}

/** The docs section's total number per nature of document. */
export function documentCounts(file: Gstr1File) {
  const count = (nature: string) =>
    (file.sections.docs?.rows ?? [])
      .filter((row) => row[0] === nature)
      .reduce((sum, row) => sum + Number(row[3]), 0);
  return {
    invoices: count('Invoices for outward supply'),
    credits: count('Credit Note'),
    debits: count('Debit Note'),
  };
}
