// The rows of each CSV export (issue 26), read a page at a time in the order of an index, each page
// after the last row of the one before (keyset), so an export of any size holds one page in memory.
import { sql, type SQL } from 'drizzle-orm';
import type { ExportKind } from '@pgportal/contracts/enums';
import { ledgerEntryKind } from '../ledger/entry-kinds';
import { today } from '../calendar';
import { invoiceColumns, invoiceStatusSql } from '../payments/status';

export const PAGE_ROWS = 1_000;

/** Where a page starts: after this (sort key, id). */
export interface Cursor {
  key: string;
  id: string;
}

export interface Filter {
  /** null: every property */
  propertyIds: readonly string[] | null;
  from?: string;
  to?: string;
  /** the day invoice statuses are as of: today in India when left out */
  today?: string;
}

interface ExportQuery {
  header: string[];
  /** one page of rows, each with its cursor (`key`, `id`) and cells */
  page: (filter: Filter, after: Cursor | null) => SQL;
}

const inProperties = (column: SQL, filter: Filter) =>
  filter.propertyIds ? sql`${column} = any(${`{${filter.propertyIds.join(',')}}`}::uuid[])` : sql`true`;
const inRange = (day: SQL, filter: Filter) =>
  sql`(${filter.from ?? null}::date is null or ${day} >= ${filter.from ?? null}::date)
      and (${filter.to ?? null}::date is null or ${day} <= ${filter.to ?? null}::date)`;
/** (key, id) after the cursor; the key compared as its column's type, so the order's index serves it. */
const afterCursor = (key: SQL, type: 'date' | 'timestamptz', id: SQL, after: Cursor | null) =>
  after ? sql`(${key}, ${id}) > (${after.key}::${sql.raw(type)}, ${after.id}::uuid)` : sql`true`;

const KOLKATA_DAY = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

export const EXPORT_QUERIES: Record<ExportKind, ExportQuery> = {
  tenants: {
    header: [
      'Name',
      'Email',
      'Phone',
      'Property',
      'Room',
      'Bed',
      'Monthly rent (INR)',
      'Verified',
      'Admitted on',
    ],
    page: (filter, after) => sql`
      select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key, t.id,
             t.full_name, t.email, t.phone_number, p.name as property, r.room_number, b.bed_number,
             t.monthly_rent_paise as amount, t.is_verified, ${KOLKATA_DAY(sql`t.created_at`)} as day
      from tenants t
      left join properties p on p.id = t.property_id
      left join rooms r on r.id = t.room_id
      left join beds b on b.id = t.bed_id
      where t.deleted_at is null and ${inProperties(sql`t.property_id`, filter)}
        and ${inRange(sql`(t.created_at at time zone 'Asia/Kolkata')::date`, filter)}
        and ${afterCursor(sql`t.created_at`, 'timestamptz', sql`t.id`, after)}
      order by t.created_at, t.id limit ${PAGE_ROWS}`,
  },
  invoices: {
    header: [
      'Invoice',
      'Tenant',
      'Property',
      'Type',
      'Invoice date',
      'Due date',
      'Period start',
      'Period end',
      'Total (INR)',
      'Paid (INR)',
      'Outstanding (INR)',
      'Status',
    ],
    page: (filter, after) => sql`
      select i.invoice_date::text as key, i.id, i.invoice_id, t.full_name, p.name as property, i.type,
             i.invoice_date::text as invoice_date, i.due_date::text as due_date,
             i.period_start::text as period_start, i.period_end::text as period_end,
             i.total_paise, i.paid_paise, ${invoiceStatusSql(filter.today ?? today(), invoiceColumns('i'))} as status
      from invoices i
      join tenants t on t.id = i.tenant_id
      join properties p on p.id = i.property_id
      where ${inProperties(sql`i.property_id`, filter)} and ${inRange(sql`i.invoice_date`, filter)}
        and ${afterCursor(sql`i.invoice_date`, 'date', sql`i.id`, after)}
      order by i.invoice_date, i.id limit ${PAGE_ROWS}`,
  },
  payments: {
    header: [
      'Paid on',
      'Kind',
      'Invoice',
      'Tenant',
      'Property',
      'Mode',
      'Reference',
      'Receipt',
      'Amount (INR)',
    ],
    page: (filter, after) => sql`
      select pay.paid_at::text as key, pay.id, ${ledgerEntryKind('pay', 'i')} as kind,
             i.invoice_id, t.full_name, p.name as property, pay.payment_mode, pay.reference,
             pay.receipt_number, pay.amount_paise
      from payments pay
      join invoices i on i.id = pay.invoice_id
      join tenants t on t.id = i.tenant_id
      join properties p on p.id = pay.property_id
      where ${inProperties(sql`pay.property_id`, filter)} and ${inRange(sql`pay.paid_at`, filter)}
        and ${afterCursor(sql`pay.paid_at`, 'date', sql`pay.id`, after)}
      order by pay.paid_at, pay.id limit ${PAGE_ROWS}`,
  },
  expenses: {
    header: ['Date', 'Category', 'Paid to', 'Mode', 'Amount (INR)', 'Note', 'Property'],
    page: (filter, after) => sql`
      select e.spent_on::text as key, e.id, e.category, e.paid_to, e.payment_mode, e.amount_paise,
             e.note, p.name as property
      from expenses e
      join properties p on p.id = e.property_id
      where e.deleted_at is null and ${inProperties(sql`e.property_id`, filter)}
        and ${inRange(sql`e.spent_on`, filter)}
        and ${afterCursor(sql`e.spent_on`, 'date', sql`e.id`, after)}
      order by e.spent_on, e.id limit ${PAGE_ROWS}`,
  },
};
