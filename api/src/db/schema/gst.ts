// GST on rent invoices (issue 44, docs/taxes.md): what each invoice of a GST-registered property
// was at issue (tax invoice or bill of supply, its serial, value, rate and tax), written once in
// the transaction that issues it and never changed; and the serial series per GSTIN and year.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  index,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GST_DOCUMENT_KINDS, GST_NOTE_KINDS, GST_NOTE_REASONS } from '@pgportal/contracts/enums';
import { createdAt, id } from './columns';
import { invoiceLines } from './lines';

export const GST_SERIES = ['GST', 'CN', 'DN'] as const;
export type GstSeries = (typeof GST_SERIES)[number];
import { invoices } from './billing';
import { properties } from './properties';

/**
 * The last serial number of each GSTIN's series and financial year (April to March; the year it
 * starts in): GST for invoices and bills of supply, CN for credit notes, DN for debit notes.
 */
export const gstSerialSequences = pgTable(
  'gst_serial_sequences',
  {
    gstin: text('gstin').notNull(),
    series: text('series', { enum: GST_SERIES }).notNull(),
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.gstin, table.series, table.financialYear] })],
);

export const gstInvoices = pgTable(
  'gst_invoices',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** the supplier as registered on the day of issue */
    gstin: text('gstin').notNull(),
    legalName: text('legal_name').notNull(),
    financialYear: integer('financial_year').notNull(),
    number: integer('number').notNull(),
    /** e.g. GST/26-27/42: at most 16 characters (Rule 46(b) of the CGST Rules) */
    serial: text('serial').notNull(),
    kind: text('kind', { enum: GST_DOCUMENT_KINDS }).notNull(),
    /** why (services/taxes/gst-classify.ts): EXEMPT, SHORT_STAY, ABOVE_LIMIT or NO_EXEMPTION */
    reason: text('reason').notNull(),
    sac: text('sac').notNull(),
    /** the invoice's total at issue: taxable value + CGST + SGST (a bill of supply: all of it, no tax) */
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    /** CGST + SGST together, in basis points (500 = 5 %); 0 on a bill of supply */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    /** the per-person monthly value (rent and meals) the exemption was judged on */
    monthlyValuePaise: bigint('monthly_value_paise', { mode: 'number' }).notNull(),
    /** the continuous stay judged: from the moved-in day, to the known move-out day (null: open) */
    stayFrom: date('stay_from').notNull(),
    stayUntil: date('stay_until'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gst_invoices_serial_unique').on(table.gstin, table.financialYear, table.number),
    /** the notes job reads the stays of the last months only (gst-notes.ts) */
    index('gst_invoices_stay_from_idx').on(table.stayFrom),
    check(
      'gst_invoices_tax_adds_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} = ${table.valuePaise}`,
    ),
    check('gst_invoices_serial_length', sql`char_length(${table.serial}) <= 16`),
  ],
);

export type GstInvoiceRow = typeof gstInvoices.$inferSelect;

/**
 * Credit and debit notes (issue 44, services/taxes/gst-notes.ts), issued by the billing job: the tax
 * of an issued invoice corrected when its stay turned out otherwise (at most one per invoice), and
 * the tax of a late fee added to it later (services/taxes/gst-fee-notes.ts: at most one debit and
 * one credit per fee line); unique indexes hold them however often the job runs. The invoice
 * itself is never changed.
 */
export const gstNotes = pgTable(
  'gst_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => gstInvoices.invoiceId),
    kind: text('kind', { enum: GST_NOTE_KINDS }).notNull(),
    gstin: text('gstin').notNull(),
    financialYear: integer('financial_year').notNull(),
    number: integer('number').notNull(),
    /** e.g. CN/26-27/3: at most 16 characters */
    serial: text('serial').notNull(),
    noteDate: date('note_date').notNull(),
    /** GST_NOTE_REASONS of @pgportal/contracts/enums */
    reason: text('reason', { enum: GST_NOTE_REASONS }).notNull(),
    /** the late fee (an invoice line) whose tax the note states; null: the note corrects the invoice's stay */
    lineId: uuid('line_id').references(() => invoiceLines.id),
    /** the invoice's value, or the late fee's; unchanged: the amount the tenant pays does not change */
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    /** the taxable value the tax is (a credit: was) charged on */
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** the tax credited (reversed) or debited (now payable) */
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gst_notes_invoice_unique')
      .on(table.invoiceId)
      .where(sql`${table.lineId} is null`),
    uniqueIndex('gst_notes_line_unique')
      .on(table.lineId, table.kind)
      .where(sql`${table.lineId} is not null`),
    uniqueIndex('gst_notes_serial_unique').on(table.gstin, table.kind, table.financialYear, table.number),
    check(
      'gst_notes_tax_adds_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} = ${table.valuePaise}`,
    ),
    check('gst_notes_serial_length', sql`char_length(${table.serial}) <= 16`),
  ],
);

export type GstNoteRow = typeof gstNotes.$inferSelect;
