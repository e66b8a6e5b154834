// Bank statement import (issue 23): which header of an Indian bank's statement (CSV or Excel) holds
// the date, the narration, the credit, the reference, the withdrawal, the Dr / Cr and the balance,
// found by the names SBI, HDFC, ICICI, Axis and Kotak export; the form shows what was found and the staff member confirms it once per property.
import { z } from 'zod';
import { STATEMENT_LINE_STATUSES } from '../enums';
import { listQuerySchema } from './list';

export interface StatementMapping {
  dateColumn: string;
  narrationColumn: string;
  /** the deposit column; in a single-amount layout (Kotak) the Amount column, read by `indicatorColumn` */
  creditColumn: string;
  referenceColumn: string | null;
  /** the withdrawal column: its lines are counted as debits, never read as credits */
  debitColumn?: string | null;
  /** the Dr / Cr column that says whether the Amount (`creditColumn`) went in or out */
  indicatorColumn?: string | null;
  /** the balance after each line */
  balanceColumn?: string | null;
}

/** Header names, compared lower-case without spaces, dots or brackets, best first. */
const KNOWN = {
  dateColumn: ['txndate', 'transactiondate', 'date', 'valuedate', 'trandate', 'postdate'],
  narrationColumn: ['narration', 'description', 'remarks', 'particulars', 'transactionremarks', 'details'],
  creditColumn: [
    'credit',
    'depositamt',
    'depositamountinr',
    'deposit',
    'cramount',
    'creditamount',
    'deposits',
    'depositamount',
  ],
  referenceColumn: [
    'refnochequeno',
    'chqrefno',
    'chqrefnumber',
    'utr',
    'utrno',
    'refno',
    'chequeno',
    'chequenumber',
    'chqno',
    'reference',
  ],
  debitColumn: [
    'debit',
    'withdrawalamt',
    'withdrawalamountinr',
    'withdrawal',
    'withdrawals',
    'dramount',
    'debitamount',
    'withdrawalamount',
  ],
  /** a single amount column, read by a Dr / Cr column, a sign or a suffix */
  amountColumn: ['amount', 'amountinr', 'transactionamount', 'txnamount', 'amountrs'],
  indicatorColumn: ['drcr', 'crdr', 'debitcredit', 'drcrindicator', 'crdrindicator'],
  balanceColumn: ['closingbalance', 'balance', 'balanceinr', 'runningbalance', 'balanceamt', 'balanceamount'],
} as const;

export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** True for a header that names a Dr / Cr indicator (Kotak prints one after Amount and one after Balance). */
export const isIndicatorHeader = (header: string) =>
  (KNOWN.indicatorColumn as readonly string[]).includes(headerKey(header));

/**
 * The columns found by their names, or null when the date, narration or credit column is missing.
 * A deposit column goes with the withdrawal column; without one, an Amount column is the credit
 * column and the Dr / Cr column after it says which way each amount went.
 */
export function detectStatementMapping(headers: readonly string[]): StatementMapping | null {
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const found = headers.find((header) => headerKey(header) === name);
      if (found !== undefined) return found;
    }
    return null;
  };
  const dateColumn = find(KNOWN.dateColumn);
  const narrationColumn = find(KNOWN.narrationColumn);
  const depositColumn = find(KNOWN.creditColumn);
  const creditColumn = depositColumn ?? find(KNOWN.amountColumn);
  if (!dateColumn || !narrationColumn || !creditColumn) return null;
  return {
    dateColumn,
    narrationColumn,
    creditColumn,
    referenceColumn: find(KNOWN.referenceColumn),
    debitColumn: depositColumn ? find(KNOWN.debitColumn) : null,
    indicatorColumn: depositColumn ? null : find(KNOWN.indicatorColumn),
    balanceColumn: find(KNOWN.balanceColumn),
  };
}

/** True for a single Amount column (no deposit column): its lines need a Dr / Cr, a sign or a suffix. */
export const isAmountHeader = (header: string) =>
  (KNOWN.amountColumn as readonly string[]).includes(headerKey(header));

/** True when every column of `mapping` is one of `headers`. */
export const mappingFits = (mapping: StatementMapping, headers: readonly string[]) =>
  [
    mapping.dateColumn,
    mapping.narrationColumn,
    mapping.creditColumn,
    mapping.referenceColumn,
    mapping.debitColumn,
    mapping.indicatorColumn,
    mapping.balanceColumn,
  ]
    .filter((column): column is string => typeof column === 'string' && column !== '')
    .every((column) => headers.includes(column));

const column = (label: string) =>
  z
    .string({ error: `Choose the ${label} column` })
    .trim()
    .min(1, `Choose the ${label} column`)
    .max(100);

/** A column that may be absent: '' and null are none (older clients send none of the last three). */
const optionalColumn = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .optional()
  .transform((value) => value || null);

/** PUT /payment/statement-mapping, and the optional fields of POST /payment/statements. */
export const statementMappingSchema = z.object({
  dateColumn: column('date'),
  narrationColumn: column('narration'),
  creditColumn: column('credit'),
  referenceColumn: optionalColumn,
  debitColumn: optionalColumn,
  indicatorColumn: optionalColumn,
  balanceColumn: optionalColumn,
});
export type StatementMappingInput = z.input<typeof statementMappingSchema>;

/** POST /payment/statements: the file travels as `file`; the mapping, when the user confirmed one. */
export const statementImportSchema = statementMappingSchema.partial();

export const statementLinesQuerySchema = listQuerySchema.extend({
  status: z.enum(STATEMENT_LINE_STATUSES).optional(),
});

/** POST /payment/statement-lines/{id}/match: the invoice the credit pays. */
export const matchLineSchema = z.object({
  billingId: z.string({ error: 'Choose the invoice' }).trim().min(1, 'Choose the invoice'),
});
export type MatchLineInput = z.input<typeof matchLineSchema>;
