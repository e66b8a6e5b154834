// What the Tally export reads of one property's books between two days (issue 44): the invoice
// lines as issued (a late-fee waiver's credit line left out: it is a credit note of its own day),
// the waivers, and the payments ledger's entries with their kind (ledger/entry-kinds.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceLineKind, InvoiceType, PaymentMode } from '@pgportal/contracts/enums';
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
