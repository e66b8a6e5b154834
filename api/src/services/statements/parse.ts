// Reading a bank statement as the big Indian banks export it (issue 23): CSV, tab-separated text
// (SBI's '.xls'), .xlsx and the old .xls, told apart by their bytes. The header row is found by its
// names wherever it sits; lines above it and below the last transaction (account details, opening
// balance, summary, totals, disclaimers, blank lines) are skipped and counted. Between the first
// and the last transaction: separator rows ('*****') are skipped and counted, a row with only a
// narration continues the line above, and anything else that cannot be read is a 400 naming the
// line and the column, so a file that fails records nothing. Only credits are returned; debits are
// counted.
import { MESSAGES } from '@pgportal/contracts/messages';
import { detectStatementMapping, mappingFits, type StatementMapping } from '@pgportal/contracts/schemas';
import { looksLikeDate, parseBalance, parseStatementDate, unreadable } from './cells';
import { columnsOf, movementOf, usesSignsOnly, type Columns } from './layouts';
import { readSheet } from './read-sheet';
import { decodeText, looksTabSeparated, readDelimited, type StatementRows } from './read-text';

export interface StatementCredit {
  /** the line of the file (1-based; a spreadsheet's row number) */
  lineNumber: number;
  /** YYYY-MM-DD */
  date: string;
  narration: string;
  /** > 0 */
  amountPaise: number;
  reference: string | null;
  /** the balance after the line where the bank prints one (negative when overdrawn), else null */
  balancePaise: number | null;
}

export interface ParsedStatement {
  headers: string[];
  mapping: StatementMapping;
  credits: StatementCredit[];
  /** lines above the header and below the last transaction, and separator rows */
  skipped: number;
  /** lines whose money went out: counted, never returned */
  debits: number;
}

/** Banks write a few lines of account details above the header: it is looked for this far down. */
const HEADER_SEARCH_ROWS = 40;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The mapping's optional columns filled from their names when it left them out (older clients). */
function completed(mapping: StatementMapping, headers: readonly string[]): StatementMapping {
  const found = detectStatementMapping(headers);
  const same = found && found.creditColumn === mapping.creditColumn ? found : null;
  return {
    ...mapping,
    debitColumn: mapping.debitColumn || same?.debitColumn || null,
    indicatorColumn: mapping.indicatorColumn || same?.indicatorColumn || null,
    balanceColumn: mapping.balanceColumn || found?.balanceColumn || null,
  };
}

/** The header row and the mapping that fits it: the one given, else the kept one, else the names found. */
function findHeader(rows: string[][], given: StatementMapping | null, kept: StatementMapping | null) {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    const headers = rows[index]!;
    const fitting = given ? (mappingFits(given, headers) ? given : null) : null;
    const chosen =
      fitting ?? (given ? null : kept && mappingFits(kept, headers) ? kept : detectStatementMapping(headers));
    if (chosen) return { index, mapping: completed(chosen, headers) };
  }
  return null;
}

function readRows(bytes: Buffer, given: StatementMapping | null, kept: StatementMapping | null) {
  const head = bytes.subarray(0, 4);
  let read: StatementRows;
  if (head.equals(ZIP) || head.equals(OLE2)) read = readSheet(bytes);
  else {
    const text = decodeText(bytes);
    if (looksTabSeparated(text)) {
      const tabbed = readDelimited(text, '\t');
      const header = findHeader(tabbed.rows, given, kept);
      if (header) return { ...tabbed, header };
    }
    read = readDelimited(text, ',');
  }
  return { ...read, header: findHeader(read.rows, given, kept) };
}

const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === '');
const separator = (row: readonly string[]) => row.every((cell) => /^[*\-=_\s]*$/.test(cell));

export function parseStatement(
  bytes: Buffer,
  given: StatementMapping | null,
  kept: StatementMapping | null,
): ParsedStatement {
  const { rows, lines, header } = readRows(bytes, given, kept);
  while (rows.length > 0 && blank(rows[rows.length - 1]!)) rows.pop();
  if (rows.length === 0) throw unreadable(MESSAGES.statementEmpty);
  if (!header) throw unreadable(MESSAGES.statementNoColumns);
  const headers = rows[header.index]!;
  const { mapping } = header;
  const columns = columnsOf(headers, mapping);
  const dated = (index: number) => looksLikeDate(rows[index]![columns.date] ?? '');
  let first = header.index + 1;
  while (first < rows.length && !dated(first)) first += 1;
  let last = rows.length - 1;
  while (last > header.index && !dated(last)) last -= 1;
  if (first >= rows.length) throw unreadable(MESSAGES.statementEmpty);

  const body = rows.slice(first, last + 1);
  const signsOnly = usesSignsOnly(body, columns);
  let skipped = header.index + (first - header.index - 1) + (rows.length - 1 - last);
  let debits = 0;
  const credits: StatementCredit[] = [];
  let previous: StatementCredit | 'debit' | null = null;
  for (let index = first; index <= last; index += 1) {
    const row = rows[index]!;
    const lineNumber = lines[index]!;
    const cell = (at: number) => (at < 0 ? '' : (row[at] ?? '').trim());
    if (!dated(index)) {
      if (separator(row)) skipped += 1;
      else if (continuation(row, columns)) {
        if (previous && previous !== 'debit') {
          previous.narration = `${previous.narration} ${cell(columns.narration)}`.slice(0, 500);
        }
      } else parseStatementDate(cell(columns.date), lineNumber, mapping.dateColumn);
      continue;
    }
    const date = parseStatementDate(cell(columns.date), lineNumber, mapping.dateColumn);
    const movement = movementOf(row, lineNumber, columns, mapping, signsOnly);
    if (movement === 'balance-line') {
      skipped += 1;
      continue;
    }
    if (movement === 'debit') {
      debits += 1;
      previous = 'debit';
      continue;
    }
    previous = {
      lineNumber,
      date,
      narration: cell(columns.narration).slice(0, 500),
      amountPaise: movement.credit,
      reference: columns.reference < 0 ? null : referenceOf(cell(columns.reference)),
      balancePaise: balanceOf(row, columns, mapping),
    };
    credits.push(previous);
  }
  return { headers, mapping, credits, skipped, debits };
}

/** A row with no date and no amount, only more narration: the bank wrapped the line above. */
function continuation(row: readonly string[], columns: Columns): boolean {
  const empty = (at: number) => at < 0 || (row[at] ?? '').trim() === '';
  return (
    empty(columns.date) &&
    empty(columns.credit) &&
    empty(columns.debit) &&
    empty(columns.balance) &&
    !empty(columns.narration)
  );
}

/** The balance after the line; a balance that cannot be read is left out, not fatal. */
function balanceOf(row: readonly string[], columns: Columns, mapping: StatementMapping): number | null {
  if (columns.balance < 0) return null;
  const indicator = columns.balanceIndicator < 0 ? null : (row[columns.balanceIndicator] ?? '');
  try {
    return parseBalance(row[columns.balance] ?? '', indicator, 0, mapping.balanceColumn ?? '');
  } catch {
    return null;
  }
}

/** A reference cell as printed: a leading apostrophe dropped; '', '-' and only zeros are none. */
function referenceOf(cell: string): string | null {
  const value = cell.replace(/^'+/, '').trim().slice(0, 64);
  return value === '' || /^[-0\s]*$/.test(value) ? null : value;
}
