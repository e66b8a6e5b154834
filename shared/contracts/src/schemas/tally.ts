// The Tally XML export for the accountant (issue 44): the names of the ledgers it posts to, a
// property setting with defaults, and GET /export/tally.xml's query.
import { z } from 'zod';
import { isoDate } from './billing';
import { isoMonth } from './expenses';
import { isObjectId } from './ids';

/**
 * The ledgers (and the company) a property's Tally export names; each a setting of the property. The
 * output tax ledgers are used only for a GST-registered property's invoices and notes (UTGST when
 * its GSTIN is of a union territory without a legislature).
 */
export const TALLY_LEDGER_FIELDS = [
  'company',
  'rentIncome',
  'mealsIncome',
  'electricityIncome',
  'lateFeeIncome',
  'otherIncome',
  'deposits',
  'bank',
  'cash',
  'outputCgst',
  'outputSgst',
  'outputUtgst',
] as const;
export type TallyLedgerField = (typeof TALLY_LEDGER_FIELDS)[number];
export type TallyLedgers = Record<TallyLedgerField, string>;

/** What a property that set nothing gets; company '' means the property's own name. */
export const TALLY_LEDGER_DEFAULTS: TallyLedgers = {
  company: '',
  rentIncome: 'Rent income',
  mealsIncome: 'Meals income',
  electricityIncome: 'Electricity charges',
  lateFeeIncome: 'Late fee income',
  otherIncome: 'Other charges',
  deposits: 'Security deposits',
  bank: 'Bank account',
  cash: 'Cash',
  outputCgst: 'Output CGST',
  outputSgst: 'Output SGST',
  outputUtgst: 'Output UTGST',
};

/** The form's labels (accessible names) of each setting. */
export const TALLY_LEDGER_LABELS: TallyLedgers = {
  company: 'Tally company name',
  rentIncome: 'Ledger for rent',
  mealsIncome: 'Ledger for meals',
  electricityIncome: 'Ledger for electricity',
  lateFeeIncome: 'Ledger for late fees',
  otherIncome: 'Ledger for other charges',
  deposits: 'Ledger for security deposits',
  bank: 'Bank ledger',
  cash: 'Cash ledger',
  outputCgst: 'Ledger for output CGST',
  outputSgst: 'Ledger for output SGST',
  outputUtgst: 'Ledger for output UTGST',
};

const ledgerName = (field: TallyLedgerField) =>
  z
    .string({ error: `${TALLY_LEDGER_LABELS[field]}: enter a name` })
    .trim()
    .max(100, `${TALLY_LEDGER_LABELS[field]}: use at most 100 characters`)
    .regex(
      // eslint-disable-next-line no-control-regex
      /^[^\u0000-\u001f\u007f]*$/,
      `${TALLY_LEDGER_LABELS[field]}: use letters, digits and punctuation only`,
    )
    .optional();

const fromJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * The property form's `tallyLedgers` (JSON text in the multipart body, or an object): each name
 * optional; '' (or left out) means the default. Left out altogether, an update keeps the names.
 */
export const tallyLedgerNamesSchema = z.object(
  Object.fromEntries(TALLY_LEDGER_FIELDS.map((field) => [field, ledgerName(field)])) as Record<
    TallyLedgerField,
    ReturnType<typeof ledgerName>
  >,
  { error: 'Send tallyLedgers as an object of ledger names' },
);
export const tallyLedgersSchema = z.preprocess(fromJson, tallyLedgerNamesSchema);
export type TallyLedgersInput = Partial<TallyLedgers>;

/** The names a property's export uses: its own where set, else the defaults. */
export function tallyLedgersOf(stored: Partial<TallyLedgers> | null | undefined): TallyLedgers {
  const names = { ...TALLY_LEDGER_DEFAULTS };
  for (const field of TALLY_LEDGER_FIELDS) {
    const value = stored?.[field]?.trim();
    if (value) names[field] = value;
  }
  return names;
}

/** GET /export/tally.xml: a property in the caller's scope (their current one when left out), between two days. */
export const tallyExportQuerySchema = z
  .object({
    propertyId: z
      .string()
      .trim()
      .refine(isObjectId, 'propertyId must be a property id (a UUID such as 3f2b…), as the API gives it')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: "'from' must be on or before 'to'",
  });
export type TallyExportQuery = z.output<typeof tallyExportQuerySchema>;

/** GET /export/gstr1.csv: a property in the caller's scope (their current one when left out) and a month. */
export const gstr1ExportQuerySchema = z.object({
  propertyId: z
    .string()
    .trim()
    .refine(isObjectId, 'propertyId must be a property id (a UUID such as 3f2b…), as the API gives it')
    .optional(),
  month: isoMonth,
});
export type Gstr1ExportQuery = z.output<typeof gstr1ExportQuerySchema>;
