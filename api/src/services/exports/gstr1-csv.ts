// The GSTR-1 CSV (issue 44, docs/exports.md): one file of sections, each a title row naming the
// offline tool's sheet (b2cs, exemp, hsn(b2c), docs), that sheet's header row as its CSV template has it,
// its rows, and a blank row; first the return's GSTIN and month, last the notes netted into b2cs.
// UTF-8 with a BOM and CRLF like every export; amounts in rupees from paise; text cells
// spreadsheet-safe (cells.ts).
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Executor } from '../../db/client';
import { properties, type GstSeries } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { ratePercent } from '../taxes/gst-classify';
import { rupeesCell, textCell } from './cells';
import { gstr1Month, type Gstr1Month } from './gstr1';

const rate = (basisPoints: number) => String(ratePercent(basisPoints));
const ZERO = rupeesCell(0);

export const GSTR1_HEADERS = {
  gstr1: ['GSTIN', 'Legal name', 'Month', 'Properties'],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  exemp: [
    'Description',
    'Nil Rated Supplies',
    'Exempted(other than nil rated/non GST supply)',
    'Non-GST Supplies',
  ],
  'hsn(b2c)': [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  notes: ['Note Number', 'Note Date', 'Note Type', 'Invoice Number', 'Rate', 'Taxable Value', 'CGST', 'SGST'],
} as const;

export const EXEMPT_ROWS = [
  'Inter-State supplies to registered persons',
  'Intra-State supplies to registered persons',
  'Inter-State supplies to unregistered persons',
  'Intra-State supplies to unregistered persons',
] as const;

/** The HSN master's description of the SACs the portal records (the tool fills it in from the SAC too). */
const SAC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '996322': 'Room or unit accommodation services provided by Hostels, Camps, Paying Guest etc.',
};
/** A service has no quantity: the offline tool's unit for one. */
const SERVICE_UQC = 'NA-NOT APPLICABLE';

const NATURE: Record<GstSeries, string> = {
  GST: 'Invoices for outward supply',
  CN: 'Credit Note',
  DN: 'Debit Note',
};

/** The file's text. */
export function gstr1Csv(data: Gstr1Month): string {
  const section = (title: string, header: readonly string[], rows: string[][]) => [
    [title],
    [...header],
    ...rows,
    [],
  ];
  const records = [
    ...section('gstr1', GSTR1_HEADERS.gstr1, [
      [textCell(data.gstin), textCell(data.legalName), data.month, textCell(data.properties.join('; '))],
    ]),
    ...section(
      'b2cs',
      GSTR1_HEADERS.b2cs,
      data.b2cs.map((row) => [
        'OE',
        textCell(row.placeOfSupply),
        rate(row.rateBasisPoints),
        '',
        rupeesCell(row.taxablePaise),
        '',
        '',
      ]),
    ),
    ...section(
      'exemp',
      GSTR1_HEADERS.exemp,
      EXEMPT_ROWS.map((description) => [
        description,
        ZERO,
        description === 'Intra-State supplies to unregistered persons' ? rupeesCell(data.exemptPaise) : ZERO,
        ZERO,
      ]),
    ),
    ...section(
      'hsn(b2c)',
      GSTR1_HEADERS['hsn(b2c)'],
      data.hsn.map((row) => [
        textCell(row.sac),
        textCell(SAC_DESCRIPTIONS[row.sac] ?? ''),
        SERVICE_UQC,
        '0',
        rupeesCell(row.valuePaise),
        rate(row.rateBasisPoints),
        rupeesCell(row.taxablePaise),
        ZERO,
        rupeesCell(row.cgstPaise),
        rupeesCell(row.sgstPaise),
        '',
      ]),
    ),
    ...section(
      'docs',
      GSTR1_HEADERS.docs,
      data.documents.map((run) => [
        NATURE[run.series],
        textCell(run.from),
        textCell(run.to),
        String(run.count),
        '0',
      ]),
    ),
    ...section(
      'notes',
      GSTR1_HEADERS.notes,
      data.notes.map((note) => [
        textCell(note.serial),
        note.noteDate,
        note.kind === 'CREDIT_NOTE' ? 'C' : 'D',
        textCell(note.invoiceSerial),
        rate(note.rateBasisPoints),
        rupeesCell(note.taxablePaise),
        rupeesCell(note.cgstPaise),
        rupeesCell(note.sgstPaise),
      ]),
    ),
  ];
  return stringify(records, { bom: true, record_delimiter: 'windows' });
}

/** The file of the month for the GSTIN of a property in scope (the route checked it): 400 when it has none. */
export async function exportGstr1(db: Executor, scope: AccessScope, propertyId: string, month: string) {
  const [property] = await db
    .select({ gstin: properties.gstin, legalName: properties.gstLegalName })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(MESSAGES.propertyNotFound);
  if (!property.gstin) throw badRequest(MESSAGES.exportGstr1NoGstin);
  const data = await gstr1Month(db, scope, property.gstin, property.legalName, month);
  return { gstin: property.gstin, text: gstr1Csv(data) };
}
