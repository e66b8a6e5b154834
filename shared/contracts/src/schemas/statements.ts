// Bank statement import (issue 23): which header of an Indian bank's CSV statement holds the date,
// the narration, the credit and the reference, found by the names SBI, HDFC, ICICI, Axis and Kotak
// export; the form shows what was found and the staff member confirms it once per property.
import { z } from 'zod';
import { STATEMENT_LINE_STATUSES } from '../enums';
import { listQuerySchema } from './list';

export interface StatementMapping {
  dateColumn: string;
  narrationColumn: string;
  creditColumn: string;
  referenceColumn: string | null;
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
  ],
  referenceColumn: ['refnochequeno', 'chqrefno', 'utr', 'utrno', 'refno', 'chequeno', 'chqno', 'reference'],
} as const;

export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The columns found by their names, or null when the date, narration or credit column is missing. */
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
  const creditColumn = find(KNOWN.creditColumn);
  if (!dateColumn || !narrationColumn || !creditColumn) return null;
  return { dateColumn, narrationColumn, creditColumn, referenceColumn: find(KNOWN.referenceColumn) };
}

/** True when every column of `mapping` is one of `headers`. */
export const mappingFits = (mapping: StatementMapping, headers: readonly string[]) =>
  [mapping.dateColumn, mapping.narrationColumn, mapping.creditColumn, mapping.referenceColumn]
    .filter((column): column is string => column !== null)
    .every((column) => headers.includes(column));

const column = (label: string) =>
  z
    .string({ error: `Choose the ${label} column` })
    .trim()
    .min(1, `Choose the ${label} column`)
    .max(100);

/** PUT /payment/statement-mapping, and the optional fields of POST /payment/statements. */
export const statementMappingSchema = z.object({
  dateColumn: column('date'),
  narrationColumn: column('narration'),
  creditColumn: column('credit'),
  referenceColumn: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .optional()
    .transform((value) => value || null),
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
