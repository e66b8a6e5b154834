// A statement exported as delimited text: CSV, or the tab-separated text SBI names .xls. Read with
// csv-parse; the delimiter is the one under which a header row is found (tab, else comma).
import { parse } from 'csv-parse/sync';
import { MESSAGES } from '@pgportal/contracts/messages';
import { unreadable } from './cells';

/** A statement's rows of cells as strings, and each row's line in the file (1-based). */
export interface StatementRows {
  rows: string[][];
  lines: number[];
}

export function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw unreadable(MESSAGES.statementNotCsv);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadable(MESSAGES.statementNotCsv);
  }
}

export function readDelimited(text: string, delimiter: ',' | '\t'): StatementRows {
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: delimiter === '\t',
      skip_empty_lines: false,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return { rows: records.map((entry) => entry.record), lines: records.map((entry) => entry.info.lines) };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unreadable(`Line ${line ?? 1}: this is not a readable CSV file (${(error as Error).message}).`);
  }
}

/** True when the first lines hold tabs: SBI's text export. A CSV's tabs sit inside quoted cells. */
export const looksTabSeparated = (text: string) =>
  text.split(/\r?\n/, 40).some((line) => line.split('\t').length >= 4);
