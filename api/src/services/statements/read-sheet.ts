// An Excel statement (.xlsx, or the old .xls many banks send) read with SheetJS (@e965/xlsx, the
// SheetJS Community Edition 0.20.3 published on the npm registry) into the same rows of strings a
// CSV gives: a date cell becomes YYYY-MM-DD, a number its plain decimal (1234.5 → '1234.50', built
// from whole paise so no float noise), text as written. Line numbers are the sheet's row numbers.
import * as XLSX from '@e965/xlsx';
import { MESSAGES } from '@pgportal/contracts/messages';
import { toPaise, toRupees, rupeesDecimal } from '../money';
import { isoDate, unreadable } from './cells';
import type { StatementRows } from './read-text';

/** Past these a file is not a statement a PG's staff upload (10 MB of CSV is ~100k lines). */
const MAX_ROWS = 200_000;
/** Banks' sheets have a dozen columns; a sheet formatted to its last column is read this far. */
const MAX_COLUMNS = 64;

/** The parts of SheetJS's number-format (SSF) and compound-file (CFB) helpers used here (typed `any`). */
interface Ssf {
  parse_date_code: (serial: number, options: { date1904: boolean }) => { y: number; m: number; d: number };
  is_date: (format: string) => boolean;
}
interface Cfb {
  read: (bytes: Buffer, options: { type: 'buffer' }) => unknown;
  find: (container: unknown, path: string) => unknown;
}
const SSF = XLSX.SSF as Ssf;
const CFB = XLSX.CFB as Cfb;

interface SheetCell {
  t: string;
  v?: unknown;
  z?: string | number;
  w?: string;
}

/** A number as the bank meant it: whole numbers as they are, others to the paisa. */
export function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const paise = toPaise(value);
  if (Math.abs(value - toRupees(paise)) > 1e-8) return String(value);
  return rupeesDecimal(paise);
}

function serialDate(serial: number, date1904: boolean): string {
  const code = SSF.parse_date_code(serial, { date1904 });
  return isoDate(code.y, code.m, code.d) ?? String(serial);
}

function jsDate(value: Date): string {
  // SheetJS may hand a local-midnight Date: the nearest UTC midnight is the day meant.
  const day = new Date(Math.round(value.getTime() / 86_400_000) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

function cellText(cell: SheetCell | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  const { t, v } = cell;
  if (t === 'd' && v instanceof Date) return jsDate(v);
  if (t === 'n' && typeof v === 'number') {
    const format = typeof cell.z === 'string' ? cell.z : '';
    return format && SSF.is_date(format) ? serialDate(v, date1904) : numberText(v);
  }
  if (t === 'b') return v ? 'TRUE' : 'FALSE';
  if (t === 'e') return '';
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? numberText(v) : '';
}

/** The first sheet that holds anything, as rows of strings. */
export function readSheet(bytes: Buffer): StatementRows {
  let book: XLSX.WorkBook;
  try {
    // SheetJS reads what it cannot recognise as text: an OLE2 file must hold a workbook stream.
    if (bytes[0] === 0xd0) {
      const container = CFB.read(bytes, { type: 'buffer' });
      if (!CFB.find(container, 'Workbook') && !CFB.find(container, 'Book')) throw new Error('no workbook');
    }
    book = XLSX.read(bytes, { type: 'buffer', cellNF: true, cellDates: false, cellHTML: false });
  } catch {
    throw unreadable(MESSAGES.statementNotCsv);
  }
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const sheet = book.SheetNames.map((name) => book.Sheets[name]).find((each) => each?.['!ref']);
  if (!sheet) throw unreadable(MESSAGES.statementEmpty);
  const range = XLSX.utils.decode_range(sheet['!ref']!);
  const lastRow = Math.min(range.e.r, MAX_ROWS);
  const lastColumn = Math.min(range.e.c, MAX_COLUMNS - 1);
  const rows: string[][] = [];
  const lines: number[] = [];
  for (let r = 0; r <= lastRow; r += 1) {
    const row: string[] = [];
    for (let c = 0; c <= lastColumn; c += 1) {
      row.push(cellText(sheet[XLSX.utils.encode_cell({ r, c })] as SheetCell | undefined, date1904));
    }
    while (row.length > 0 && row[row.length - 1] === '') row.pop();
    rows.push(row);
    lines.push(r + 1);
  }
  return { rows, lines };
}
