// GET /export/gstr1.csv (issue 44, docs/exports.md "For the accountant: GSTR-1"): what one GSTIN's
// GSTR-1 for a month takes from the portal, read from the GST records written at issue
// (gst_invoices, gst_notes) of every property in the caller's scope that issued under that GSTIN:
// - B2C small (Table 7): the tax invoices' taxable value by place of supply and rate, net of the
//   month's credit notes (minus) and debit notes (plus), as Table 7 is "net of debit notes and
//   credit notes";
// - exempt (Table 8): the bills of supply's value, intra-State to unregistered persons;
// - HSN summary, B2C (Table 12): by SAC and rate, the documents' value, taxable value and tax, the
//   taxed rows net of the month's notes as B2C small is, the exempt row (rate 0) as Table 8 is;
// - documents issued (Table 13): each series' numbers used in the month, as runs From..To;
// - the month's notes themselves, for the accountant to see what was netted.
// All in paise (integers); the CSV writes rupees (gstr1-csv.ts).
import { and, eq, sql } from 'drizzle-orm';
import { gstinState } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { gstInvoices, gstNotes, invoices, properties, type GstSeries } from '../../db/schema';
import type { AccessScope } from '../access';
import { formatGstSerial } from './../taxes/gst-serial';

export interface B2csRow {
  placeOfSupply: string;
  rateBasisPoints: number;
  taxablePaise: number;
}

export interface DocumentRun {
  series: GstSeries;
  from: string;
  to: string;
  count: number;
}

export interface NoteRow {
  serial: string;
  noteDate: string;
  kind: 'CREDIT_NOTE' | 'DEBIT_NOTE';
  invoiceSerial: string;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** One SAC and rate of the HSN summary (Table 12): value = taxable value + CGST + SGST. */
export interface HsnRow {
  sac: string;
  rateBasisPoints: number;
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

export interface Gstr1Month {
  gstin: string;
  legalName: string;
  month: string;
  /** the properties of the caller's scope whose documents of this GSTIN are in the file, by name */
  properties: string[];
  b2cs: B2csRow[];
  /** the bills of supply's value: exempt, intra-State, to unregistered persons */
  exemptPaise: number;
  hsn: HsnRow[];
  documents: DocumentRun[];
  notes: NoteRow[];
}

/**
 * The offline tool's own spelling of the states whose names differ from the GSTIN list's (its
 * workbook template's master sheet, the drop-down a place of supply is checked against).
 */
const TOOL_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '31': 'Lakshdweep',
  '35': 'Andaman & Nicobar Islands',
};

/** The place of supply as the offline tool writes it: `29-Karnataka` (accommodation: where the property is). */
export function placeOfSupply(gstin: string): string {
  const state = gstinState(gstin);
  if (!state) return gstin.slice(0, 2);
  return `${state.code}-${TOOL_STATE_NAMES[state.code] ?? state.name}`;
}

/** Consecutive numbers as runs: [1, 2, 3, 7] -> [[1, 3], [7, 7]]. */
export function runsOf(numbers: number[]): Array<[number, number]> {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const number of sorted) {
    const last = runs[runs.length - 1];
    if (last && number === last[1] + 1) last[1] = number;
    else runs.push([number, number]);
  }
  return runs;
}

const monthBounds = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, before: `${next}-01` };
};

type Taxed = Pick<HsnRow, 'sac' | 'rateBasisPoints' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise'>;

/**
 * Table 12 by SAC and rate: each tax invoice and bill of supply (rate 0, its value as taxable value)
 * of the month, plus its debit notes and minus its credit notes at their rate, as B2C small nets
 * them; a credit note's invoice is not added to the rate-0 row, as Table 8 is not (docs/exports.md).
 */
function hsnSummary(issued: Taxed[], notes: Array<Taxed & { kind: 'CREDIT_NOTE' | 'DEBIT_NOTE' }>): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const add = (entry: Taxed, sign: 1 | -1) => {
    const key = `${entry.sac} ${entry.rateBasisPoints}`;
    const row = rows.get(key) ?? {
      sac: entry.sac,
      rateBasisPoints: entry.rateBasisPoints,
      valuePaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    row.taxablePaise += sign * entry.taxablePaise;
    row.cgstPaise += sign * entry.cgstPaise;
    row.sgstPaise += sign * entry.sgstPaise;
    row.valuePaise = row.taxablePaise + row.cgstPaise + row.sgstPaise;
    rows.set(key, row);
  };
  for (const row of issued) add(row, 1);
  for (const note of notes) add(note, note.kind === 'CREDIT_NOTE' ? -1 : 1);
  return [...rows.values()]
    .filter((row) => row.valuePaise !== 0 || row.cgstPaise !== 0 || row.sgstPaise !== 0)
    .sort((a, b) => a.sac.localeCompare(b.sac) || a.rateBasisPoints - b.rateBasisPoints);
}

/** The month's GSTR-1 figures of `gstin`, over the properties of `scope` (the route checked the property). */
export async function gstr1Month(
  db: Executor,
  scope: AccessScope,
  gstin: string,
  legalName: string,
  month: string,
): Promise<Gstr1Month> {
  const { from, before } = monthBounds(month);
  const issued = await db
    .select({
      kind: gstInvoices.kind,
      financialYear: gstInvoices.financialYear,
      number: gstInvoices.number,
      valuePaise: gstInvoices.valuePaise,
      taxablePaise: gstInvoices.taxablePaise,
      rateBasisPoints: gstInvoices.rateBasisPoints,
      cgstPaise: gstInvoices.cgstPaise,
      sgstPaise: gstInvoices.sgstPaise,
      sac: gstInvoices.sac,
      property: properties.name,
    })
    .from(gstInvoices)
    .innerJoin(invoices, eq(invoices.id, gstInvoices.invoiceId))
    .innerJoin(properties, eq(properties.id, gstInvoices.propertyId))
    .where(
      and(
        eq(gstInvoices.gstin, gstin),
        scope.propertyFilter(gstInvoices.propertyId),
        sql`${invoices.invoiceDate} >= ${from} and ${invoices.invoiceDate} < ${before}`,
      ),
    );
  const notes = await db
    .select({
      kind: gstNotes.kind,
      financialYear: gstNotes.financialYear,
      number: gstNotes.number,
      serial: gstNotes.serial,
      noteDate: gstNotes.noteDate,
      invoiceSerial: gstInvoices.serial,
      sac: gstInvoices.sac,
      rateBasisPoints: gstNotes.rateBasisPoints,
      taxablePaise: gstNotes.taxablePaise,
      cgstPaise: gstNotes.cgstPaise,
      sgstPaise: gstNotes.sgstPaise,
      property: properties.name,
    })
    .from(gstNotes)
    .innerJoin(gstInvoices, eq(gstInvoices.invoiceId, gstNotes.invoiceId))
    .innerJoin(properties, eq(properties.id, gstInvoices.propertyId))
    .where(
      and(
        eq(gstNotes.gstin, gstin),
        scope.propertyFilter(gstInvoices.propertyId),
        sql`${gstNotes.noteDate} >= ${from} and ${gstNotes.noteDate} < ${before}`,
      ),
    )
    .orderBy(gstNotes.kind, gstNotes.number);

  const pos = placeOfSupply(gstin);
  const byRate = new Map<number, number>();
  const add = (rate: number, paise: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + paise);
  let exemptPaise = 0;
  for (const row of issued) {
    if (row.kind === 'TAX_INVOICE') add(row.rateBasisPoints, row.taxablePaise);
    else exemptPaise += row.valuePaise;
  }
  for (const note of notes)
    add(note.rateBasisPoints, note.kind === 'CREDIT_NOTE' ? -note.taxablePaise : note.taxablePaise);
  const b2cs = [...byRate]
    .filter(([, paise]) => paise !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, taxablePaise]) => ({ placeOfSupply: pos, rateBasisPoints, taxablePaise }));

  const documents: DocumentRun[] = [];
  const series: Array<[GstSeries, Array<{ financialYear: number; number: number }>]> = [
    ['GST', issued],
    ['CN', notes.filter((note) => note.kind === 'CREDIT_NOTE')],
    ['DN', notes.filter((note) => note.kind === 'DEBIT_NOTE')],
  ];
  for (const [prefix, rows] of series) {
    // a month lies in one financial year; the year is kept in case a record says otherwise
    const years = [...new Set(rows.map((row) => row.financialYear))].sort((a, b) => a - b);
    for (const year of years) {
      const numbers = rows.filter((row) => row.financialYear === year).map((row) => row.number);
      for (const [first, last] of runsOf(numbers))
        documents.push({
          series: prefix,
          from: formatGstSerial(year, first, prefix),
          to: formatGstSerial(year, last, prefix),
          count: last - first + 1,
        });
    }
  }

  return {
    gstin,
    legalName,
    month,
    properties: [...new Set([...issued, ...notes].map((row) => row.property))].sort(),
    b2cs,
    exemptPaise,
    hsn: hsnSummary(issued, notes),
    documents,
    notes: notes.map(({ kind, serial, noteDate, invoiceSerial, rateBasisPoints, ...paise }) => ({
      kind,
      serial,
      noteDate,
      invoiceSerial,
      rateBasisPoints,
      taxablePaise: paise.taxablePaise,
      cgstPaise: paise.cgstPaise,
      sgstPaise: paise.sgstPaise,
    })),
  };
}
