// The portal's tax rules as data (issue 44): one row per rule and the day it takes effect, with
// its public source; docs/taxes.md lists them. A change in the law is a new row with its own
// `from`, never an edit: a paper uses the rule in force on its date, so an old paper reads as it did.
import { GST_RULES, type GstRuleValues } from './gst-rules';

/** The values each rule carries, besides its name, start day and source. */
export interface TaxRuleValues extends GstRuleValues {
  /** the limit in paise: the rule applies to an amount strictly above it */
  HRA_LANDLORD_PAN_ABOVE: { abovePaise: number };
  RECEIPT_REVENUE_STAMP_ABOVE: { abovePaise: number };
}
export type TaxRuleName = keyof TaxRuleValues;
export const TAX_RULE_NAMES = [
  'HRA_LANDLORD_PAN_ABOVE',
  'RECEIPT_REVENUE_STAMP_ABOVE',
  'GST_ACCOMMODATION_EXEMPTION',
  'GST_ACCOMMODATION_RATE',
  'GST_ACCOMMODATION_SAC',
  'GST_INVOICE_RECIPIENT_ADDRESS',
] as const satisfies readonly TaxRuleName[];

/** One row of the table: a rule of `name`, in force from `from` (YYYY-MM-DD), with its source. */
export type TaxRule<N extends TaxRuleName = TaxRuleName> = N extends TaxRuleName
  ? { name: N; from: string; source: string } & TaxRuleValues[N]
  : never;

export const TAX_RULES: readonly TaxRule[] = [
  {
    // The employer may allow HRA without the landlord's PAN only while the rent paid in the
    // year is at most ₹1,00,000; above it the tenant must give the landlord's PAN.
    name: 'HRA_LANDLORD_PAN_ABOVE',
    from: '2013-10-10',
    abovePaise: 10_000_000,
    source:
      'CBDT Circular No. 08/2013 (10 October 2013), para 3.3.5; Form 12BB under Rule 26C of the Income-tax Rules, 1962 (Notification No. 30/2016)',
  },
  {
    // Receipts for money above ₹5,000 bear a ₹1 revenue stamp (the limit was ₹500 before 2004).
    name: 'RECEIPT_REVENUE_STAMP_ABOVE',
    from: '2004-09-10',
    abovePaise: 500_000,
    source:
      'Indian Stamp Act, 1899, Schedule I, Article 53 (Receipt), as amended by the Finance (No. 2) Act, 2004',
  },
  ...GST_RULES,
];

/** The rule of `name` in force on `day` (YYYY-MM-DD): the row with the latest `from` not after it. */
export function taxRuleOn<N extends TaxRuleName>(
  name: N,
  day: string,
  rules: readonly TaxRule[] = TAX_RULES,
): TaxRule<N> {
  const rule = rules
    .filter((row): row is TaxRule<N> => row.name === name && row.from <= day)
    .sort((a, b) => b.from.localeCompare(a.from))[0];
  if (!rule) throw new Error(`No ${name} rule is in force on ${day}`);
  return rule;
}

/** The rule of `name` in force on `day`, or null when none is yet (a rule that did not exist then). */
export function taxRuleOrNull<N extends TaxRuleName>(
  name: N,
  day: string,
  rules: readonly TaxRule[] = TAX_RULES,
): TaxRule<N> | null {
  return rules.some((row) => row.name === name && row.from <= day) ? taxRuleOn(name, day, rules) : null;
}
