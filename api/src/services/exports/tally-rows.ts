// What the Tally export reads of one property's books between two days (issue 44): the invoice
// lines as issued (a late-fee waiver's credit line left out: it is a credit note of its own day),
// the waivers, the payments ledger's entries with their kind (ledger/entry-kinds.ts), and a
// registered property's GST records and notes.
import { sql, type SQL } from 'drizzle-orm';
import type {
  GstDocumentKind,
  GstNoteKind,
  GstNoteReason,
  InvoiceLineKind,
  InvoiceType,
  PaymentMode,
} from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { ledgerEntryKind, type LedgerEntryKind } from '../ledger/entry-kinds';

export interface Period {
  propertyId: string;
  from?: string;
  to?: string;
}

export interface LineRow {
  invoiceId: string;
  number: string;
  type: InvoiceType;
  day: string;
  tenantId: string;
  tenantName: string;
  kind: InvoiceLineKind;
  description: string;
  paise: number;
}

export interface WaiverRow {
  number: string;
  type: InvoiceType;
  position: number;
  day: string;
  tenantId: string;
  tenantName: string;
  reason: string;
  paise: number;
}

export interface EntryRow {
  id: string;
  number: string;
  invoiceType: InvoiceType;
  tenantId: string;
  tenantName: string;
  kind: LedgerEntryKind;
  note: string;
  paise: number;
  mode: PaymentMode;
  day: string;
  reference: string | null;
  receipt: string | null;
  reversedReceipt: string | null;
}

const inPeriod = (day: SQL, period: Period) =>
  sql`(${period.from ?? null}::date is null or ${day} >= ${period.from ?? null}::date)
      and (${period.to ?? null}::date is null or ${day} <= ${period.to ?? null}::date)`;

type Cell = string | number | boolean | null;

async function rowsOf(db: Executor, query: SQL): Promise<Array<Record<string, Cell>>> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Array<Record<string, Cell>> }).rows;
}

export async function readLines(db: Executor, period: Period): Promise<LineRow[]> {
  const rows = await rowsOf(
    db,
    sql`
    select i.id, i.invoice_id, i.type, i.invoice_date::text as day, t.id as tenant_id, t.full_name,
           l.kind, l.description, l.amount_paise
    from invoices i
    join tenants t on t.id = i.tenant_id
    join invoice_lines l on l.invoice_id = i.id
    where i.property_id = ${period.propertyId}::uuid and ${inPeriod(sql`i.invoice_date`, period)}
      and not exists (select 1 from late_fee_waivers w where w.credit_line_id = l.id)
    order by i.invoice_date, i.invoice_id, l.position`,
  );
  return rows.map((row) => ({
    invoiceId: String(row.id),
    number: String(row.invoice_id),
    type: row.type as InvoiceType,
    day: String(row.day),
    tenantId: String(row.tenant_id),
    tenantName: String(row.full_name),
    kind: row.kind as InvoiceLineKind,
    description: String(row.description),
    paise: Number(row.amount_paise),
  }));
}

const KOLKATA_DAY = sql`(w.waived_at at time zone 'Asia/Kolkata')::date`;

export async function readWaivers(db: Executor, period: Period): Promise<WaiverRow[]> {
  const rows = await rowsOf(
    db,
    sql`
    select i.invoice_id, i.type, l.position, ${KOLKATA_DAY}::text as day, t.id as tenant_id, t.full_name,
           w.reason, l.amount_paise
    from late_fee_waivers w
    join invoice_lines l on l.id = w.credit_line_id
    join invoices i on i.id = l.invoice_id
    join tenants t on t.id = i.tenant_id
    where i.property_id = ${period.propertyId}::uuid and ${inPeriod(KOLKATA_DAY, period)}
    order by ${KOLKATA_DAY}, i.invoice_id, l.position`,
  );
  return rows.map((row) => ({
    number: String(row.invoice_id),
    type: row.type as InvoiceType,
    position: Number(row.position),
    day: String(row.day),
    tenantId: String(row.tenant_id),
    tenantName: String(row.full_name),
    reason: String(row.reason),
    paise: Number(row.amount_paise),
  }));
}

export async function readEntries(db: Executor, period: Period): Promise<EntryRow[]> {
  const rows = await rowsOf(
    db,
    sql`
    select pay.id, i.invoice_id, i.type, t.id as tenant_id, t.full_name, ${ledgerEntryKind('pay', 'i')} as kind,
           pay.note, pay.amount_paise, pay.payment_mode, pay.paid_at::text as day, pay.reference,
           pay.receipt_number, orig.receipt_number as reversed_receipt
    from payments pay
    join invoices i on i.id = pay.invoice_id
    join tenants t on t.id = i.tenant_id
    left join payments orig on orig.id = pay.reverses_payment_id
    where pay.property_id = ${period.propertyId}::uuid and ${inPeriod(sql`pay.paid_at`, period)}
    order by pay.paid_at, pay.created_at, pay.id`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    number: String(row.invoice_id),
    invoiceType: row.type as InvoiceType,
    tenantId: String(row.tenant_id),
    tenantName: String(row.full_name),
    kind: row.kind as LedgerEntryKind,
    note: String(row.note ?? ''),
    paise: Number(row.amount_paise),
    mode: row.payment_mode as PaymentMode,
    day: String(row.day),
    reference: row.reference === null ? null : String(row.reference),
    receipt: row.receipt_number === null ? null : String(row.receipt_number),
    reversedReceipt: row.reversed_receipt === null ? null : String(row.reversed_receipt),
  }));
}

/** An invoice's GST record (taxes/gst-record.ts): its serial, and the tax inside its total. */
export interface GstRecordRow {
  invoiceId: string;
  kind: GstDocumentKind;
  serial: string;
  gstin: string;
  cgstPaise: number;
  sgstPaise: number;
}

/** The GST records of the invoices dated in the period (a registered property's), by invoice id. */
export async function readGstRecords(db: Executor, period: Period): Promise<Map<string, GstRecordRow>> {
  const rows = await rowsOf(
    db,
    sql`
    select g.invoice_id, g.kind, g.serial, g.gstin, g.cgst_paise, g.sgst_paise
    from gst_invoices g
    join invoices i on i.id = g.invoice_id
    where i.property_id = ${period.propertyId}::uuid and ${inPeriod(sql`i.invoice_date`, period)}`,
  );
  return new Map(
    rows.map((row) => [
      String(row.invoice_id),
      {
        invoiceId: String(row.invoice_id),
        kind: row.kind as GstDocumentKind,
        serial: String(row.serial),
        gstin: String(row.gstin),
        cgstPaise: Number(row.cgst_paise),
        sgstPaise: Number(row.sgst_paise),
      },
    ]),
  );
}

/** A GST credit or debit note (taxes/gst-notes.ts, gst-fee-notes.ts) with its invoice's lines. */
export interface NoteWithLines {
  kind: GstNoteKind;
  reason: GstNoteReason;
  serial: string;
  day: string;
  gstin: string;
  invoiceNumber: string;
  invoiceSerial: string;
  tenantName: string;
  cgstPaise: number;
  sgstPaise: number;
  /** the late fee's line (a fee's note), or null: the note corrects the stay's tax */
  lineKind: InvoiceLineKind | null;
  /** the invoice's lines (a waiver's credit left out): the stay's tax is spread over them */
  lines: Array<{ kind: InvoiceLineKind; paise: number }>;
}

/** The GST notes dated in the period, in date and serial order. */
export async function readGstNotes(db: Executor, period: Period): Promise<NoteWithLines[]> {
  const rows = await rowsOf(
    db,
    sql`
    select n.kind, n.reason, n.serial, n.note_date::text as day, n.gstin, i.invoice_id,
           g.serial as invoice_serial, t.full_name, n.cgst_paise, n.sgst_paise, fee.kind as line_kind,
           (select json_agg(json_build_object('kind', l.kind, 'paise', l.amount_paise) order by l.position)
            from invoice_lines l
            where l.invoice_id = i.id
              and not exists (select 1 from late_fee_waivers w where w.credit_line_id = l.id)) as lines
    from gst_notes n
    join gst_invoices g on g.invoice_id = n.invoice_id
    join invoices i on i.id = n.invoice_id
    join tenants t on t.id = i.tenant_id
    left join invoice_lines fee on fee.id = n.line_id
    where i.property_id = ${period.propertyId}::uuid and ${inPeriod(sql`n.note_date`, period)}
    order by n.note_date, n.kind, n.financial_year, n.number`,
  );
  return rows.map((row) => {
    const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as Array<{
      kind: InvoiceLineKind;
      paise: number | string;
    }> | null;
    return {
      kind: row.kind as GstNoteKind,
      reason: row.reason as GstNoteReason,
      serial: String(row.serial),
      day: String(row.day),
      gstin: String(row.gstin),
      invoiceNumber: String(row.invoice_id),
      invoiceSerial: String(row.invoice_serial),
      tenantName: String(row.full_name),
      cgstPaise: Number(row.cgst_paise),
      sgstPaise: Number(row.sgst_paise),
      lineKind: row.line_kind === null ? null : (row.line_kind as InvoiceLineKind),
      lines: (lines ?? []).map((line) => ({ kind: line.kind, paise: Number(line.paise) })),
    };
  });
}
