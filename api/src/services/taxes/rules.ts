// The portal's tax rules as data (issue 44): one row per rule and the day it takes effect, with
// its public source; docs/taxes.md lists them. A change in the law is a new row with its own
// `from`, never an edit: a paper uses the rule in force on its date, so an old paper reads as it did.
export const TAX_RULE_NAMES = ['HRA_LANDLORD_PAN_ABOVE', 'RECEIPT_REVENUE_STAMP_ABOVE'] as const;
export type TaxRuleName = (typeof TAX_RULE_NAMES)[number];

export interface TaxRule {
  name: TaxRuleName;
  /** YYYY-MM-DD: the first day the row applies */
  from: string;
  /** the limit in paise: the rule applies to an amount strictly above it */
  abovePaise: number;
  source: string;
}

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
    source: 'Indian Stamp Act, 1899, Schedule I, Article 53 (Receipt), as amended by the Finance (No. 2) Act, 2004',
  },
];

/** The rule of `name` in force on `day` (YYYY-MM-DD): the row with the latest `from` not after it. */
export function taxRuleOn(name: TaxRuleName, day: string, rules: readonly TaxRule[] = TAX_RULES): TaxRule {
  const rule = rules
    .filter((row) => row.name === name && row.from <= day)
    .sort((a, b) => b.from.localeCompare(a.from))[0];
  if (!rule) throw new Error(`No ${name} rule is in force on ${day}`);
  return rule;
}
