// Reading a bank statement exported as CSV (issue 23) with csv-parse: the header row (banks put
// account details above it), then each line's date, narration, credit and reference. Only credits
// are read. Anything that cannot be read is a 400 naming the line and the column, so a file that
// fails records nothing.
import { parse } from 'csv-parse/sync';
import { MESSAGES } from '@pgportal/contracts/messages';
import { detectStatementMapping, mappingFits, type StatementMapping } from '@pgportal/contracts/schemas';
import { parseStatementAmount, parseStatementDate, unreadable } from './cells';

export interface StatementCredit {
  /** the line of the file (1-based) */
  lineNumber: number;
  date: string;
  narration: string;
  amountPaise: number;
  reference: string | null;
}

export interface ParsedStatement {
  headers: string[];
  mapping: StatementMapping;
  credits: StatementCredit[];
}

/** Banks write a few lines of account details above the header: it is looked for this far down. */
const HEADER_SEARCH_ROWS = 40;

function rowsOf(bytes: Buffer): { rows: string[][]; lines: number[] } {
  if (bytes.includes(0)) throw unreadable(MESSAGES.statementNotCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(MESSAGES.statementNotCsv);
  }
  try {
    const records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { rows: records.map((entry) => entry.record), lines: records.map((entry) => entry.info.lines) };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unreadable(`Line ${line ?? 1}: this is not a readable CSV file (${(error as Error).message}).`);
  }
}

/** The header row and the mapping that fits it: the one given, else the kept one, else the names found. */
function findHeader(rows: string[][], given: StatementMapping | null, kept: StatementMapping | null) {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index += 1) {
    const headers = rows[index]!;
    if (given) {
      if (mappingFits(given, headers)) return { index, mapping: given };
      continue;
    }
    if (kept && mappingFits(kept, headers)) return { index, mapping: kept };
    const detected = detectStatementMapping(headers);
    if (detected) return { index, mapping: detected };
  }
  return null;
}

export function parseStatement(
  bytes: Buffer,
  given: StatementMapping | null,
  kept: StatementMapping | null,
): ParsedStatement {
  const { rows, lines } = rowsOf(bytes);
  if (rows.length === 0) throw unreadable(MESSAGES.statementEmpty);
  const header = findHeader(rows, given, kept);
  if (!header) throw unreadable(MESSAGES.statementNoColumns);
  const headers = rows[header.index]!;
  const { mapping } = header;
  const at = (name: string | null) => (name === null ? -1 : headers.indexOf(name));
  const columns = {
    date: at(mapping.dateColumn),
    narration: at(mapping.narrationColumn),
    credit: at(mapping.creditColumn),
    reference: at(mapping.referenceColumn),
  };
  const dataRows = rows.length - header.index - 1;
  if (dataRows <= 0) throw unreadable(MESSAGES.statementEmpty);
  const credits: StatementCredit[] = [];
  for (let index = header.index + 1; index < rows.length; index += 1) {
    const row = rows[index]!;
    const lineNumber = lines[index]!;
    const dateText = row[columns.date] ?? '';
    const creditText = row[columns.credit] ?? '';
    // Totals, footers and separator rows carry no date: not a transaction.
    if (!dateText || /^[*\-=\s]*$/.test(dateText)) continue;
    const amountPaise = parseStatementAmount(creditText, lineNumber, mapping.creditColumn);
    if (amountPaise === null) continue;
    credits.push({
      lineNumber,
      date: parseStatementDate(dateText, lineNumber, mapping.dateColumn),
      narration: (row[columns.narration] ?? '').slice(0, 500),
      amountPaise,
      reference: columns.reference < 0 ? null : referenceOf(row[columns.reference] ?? ''),
    });
  }
  return { headers, mapping, credits };
}

/** A reference cell: '' and '-' (and zeros some banks print) are none. */
function referenceOf(cell: string): string | null {
  const value = cell.replace(/^'+/, '').trim().slice(0, 64);
  return value === '' || /^[-0\s]*$/.test(value) ? null : value;
}
