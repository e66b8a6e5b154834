// The corpus of bank statements (one file per bank's layout) and what each line of each is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatementMapping } from '@pgportal/contracts/schemas';

export const CORPUS_FILES = ['hdfc.csv', 'hdfc.xls', 'icici.xlsx', 'sbi.xls', 'axis.csv', 'kotak.csv'];

export const corpusFile = (name: string) => readFileSync(join(__dirname, name));

export interface Expected {
  file: string;
  /** each line of the file by what it is (1-based, a spreadsheet's row numbers) */
  lines: { header: number; skipped: number[]; debit: number[]; credit: number[]; continuation: number[] };
  mapping: StatementMapping;
  skipped: number;
  debits: number;
  credits: Array<{ lineNumber: number; amountPaise: number; reference: string | null }>;
}

export const expectedOf = (name: string): Expected =>
  JSON.parse(readFileSync(join(__dirname, `${name}.expected.json`), 'utf8')) as Expected;
