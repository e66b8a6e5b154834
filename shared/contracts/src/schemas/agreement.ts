// The leave-and-licence agreement's clause text (issue 24): a property setting with placeholders
// the API fills in from the property, the tenant and their bed assignment. '' means the standard
// text below. A placeholder the API does not know is refused on save (400 naming it).
import { z } from 'zod';

export const AGREEMENT_PLACEHOLDERS = [
  'tenantName',
  'tenantAddress',
  'propertyName',
  'propertyAddress',
  'room',
  'bed',
  'rent',
  'mealCost',
  'deposit',
  'startDate',
  'noticePeriodDays',
  'refundPeriodDays',
] as const;
export type AgreementPlaceholder = (typeof AGREEMENT_PLACEHOLDERS)[number];

/** A sensible Indian leave-and-licence text; each paragraph is one clause. */
export const DEFAULT_AGREEMENT_TEXT = [
  'This Leave and Licence Agreement is made between the owner of {{propertyName}}, {{propertyAddress}} (the Licensor) and {{tenantName}}, residing at {{tenantAddress}} (the Licensee).',
  '1. Grant of licence. The Licensor permits the Licensee to occupy bed {{bed}} in room {{room}} of {{propertyName}} on leave and licence basis from {{startDate}}. This is a licence only: it creates no tenancy, lease or other interest in the premises, and the Licensee shall not claim any.',
  '2. Licence fee. The Licensee shall pay a monthly licence fee of {{rent}} and, where meals are provided, {{mealCost}} a month for meals, in advance by the due date of each invoice.',
  '3. Security deposit. The Licensee has paid (or shall pay) an interest-free security deposit of {{deposit}}. It shall be refunded within {{refundPeriodDays}} days of the Licensee vacating, after deducting any dues and the cost of any damage beyond normal wear and tear, each deduction stated in writing.',
  '4. Notice. Either party may end this licence by giving {{noticePeriodDays}} days of notice in writing. If the Licensee leaves on shorter notice, the licence fee for the days short may be deducted from the deposit.',
  '5. Use of the premises. The Licensee shall use the premises for residence only, shall not sublet or share the bed, shall keep it clean, and shall follow the house rules of {{propertyName}} set out below.',
  '6. Visitors and conduct. The Licensee shall not keep anything illegal or hazardous on the premises and shall be responsible for the conduct of their visitors.',
  '7. Police verification. The Licensee shall provide identity documents and the details the local police require for tenant verification.',
  '8. Vacating. On the end of the licence the Licensee shall hand over the bed, keys and any furniture provided in the condition received, fair wear and tear excepted.',
  '9. This agreement is governed by the laws of India; disputes fall under the jurisdiction of the courts where the premises are situated.',
].join('\n\n');

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text uses that the API does not fill, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(AGREEMENT_PLACEHOLDERS);
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** `text` with each {{placeholder}} replaced by its value. */
export function fillPlaceholders(text: string, values: Record<AgreementPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as AgreementPlaceholder] : whole,
  );
}

export const agreementTextSchema = z
  .string()
  .max(20000, 'Use at most 20000 characters')
  .transform((text) => text.trim())
  .superRefine((text, context) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length)
      context.addIssue({
        code: 'custom',
        message: `Unknown placeholders: ${unknown.map((name) => `{{${name}}}`).join(', ')}. Use only ${AGREEMENT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}`,
      });
  });
