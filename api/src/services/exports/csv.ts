// GET /export/{kind}.csv (issue 26): a list as CSV that Excel opens as it is (UTF-8 with a BOM, so
// ₹ and Hindi names survive), written by csv-stringify while the rows are read a page at a time:
// the export holds one page in memory however long the list.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  EXPENSE_CATEGORY_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPE_LABELS,
  PAYMENT_MODE_LABELS,
  type ExpenseCategory,
  type ExportKind,
  type InvoiceStatus,
  type InvoiceType,
  type PaymentMode,
} from '@pgportal/contracts/enums';
import type { Executor } from '../../db/client';
import { rupeesCell, textCell } from './cells';
import { EXPORT_QUERIES, PAGE_ROWS, type Cursor, type Filter } from './queries';
import { LEDGER_ENTRY_KIND_LABELS, type LedgerEntryKind } from '../ledger/entry-kinds';

type Row = Record<string, unknown> & Cursor;

const text = (value: unknown) =>
  textCell(typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const amount = (value: unknown) => rupeesCell(value as string | number);

const CELLS: Record<ExportKind, (row: Row) => string[]> = {
  tenants: (row) => [
    text(row.full_name),
    text(row.email),
    text(row.phone_number),
    text(row.property),
    text(row.room_number),
    text(row.bed_number),
    amount(row.amount),
    row.is_verified ? 'Yes' : 'No',
    String(row.day),
  ],
  invoices: (row) => [
    text(row.invoice_id),
    text(row.full_name),
    text(row.property),
    INVOICE_TYPE_LABELS[row.type as InvoiceType],
    String(row.invoice_date),
    String(row.due_date),
    String(row.period_start),
    String(row.period_end),
    amount(row.total_paise),
    amount(row.paid_paise),
    rupeesCell(BigInt(row.total_paise as string) - BigInt(row.paid_paise as string)),
    INVOICE_STATUS_LABELS[row.status as InvoiceStatus],
  ],
  payments: (row) => [
    row.key,
    LEDGER_ENTRY_KIND_LABELS[row.kind as LedgerEntryKind],
    text(row.invoice_id),
    text(row.full_name),
    text(row.property),
    PAYMENT_MODE_LABELS[row.payment_mode as PaymentMode],
    text(row.reference),
    text(row.receipt_number),
    amount(row.amount_paise),
  ],
  expenses: (row) => [
    row.key,
    EXPENSE_CATEGORY_LABELS[row.category as ExpenseCategory],
    text(row.paid_to),
    PAYMENT_MODE_LABELS[row.payment_mode as PaymentMode],
    amount(row.amount_paise),
    text(row.note),
    text(row.property),
  ],
};

async function* records(db: Executor, kind: ExportKind, filter: Filter) {
  const query = EXPORT_QUERIES[kind];
  yield query.header;
  let after: Cursor | null = null;
  for (;;) {
    const result: unknown = await db.execute(query.page(filter, after));
    const rows = (result as { rows: Row[] }).rows;
    for (const row of rows) yield CELLS[kind](row);
    if (rows.length < PAGE_ROWS) return;
    const last = rows[rows.length - 1]!;
    after = { key: String(last.key), id: String(last.id) };
  }
}

/** The CSV text of one list, as a stream (errors of a later page end the stream with the error). */
export function exportCsv(db: Executor, kind: ExportKind, filter: Filter): Readable {
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  const source = Readable.from(records(db, kind, filter));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
