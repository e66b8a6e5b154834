// A property's late-fee policy as steps (issue 23): the billing job charges each step of an overdue
// invoice once, as a LATE_FEE line keyed by (invoice, step). FLAT has one step, the day after the
// grace days; PER_DAY has a step for every day after them, each of the fee per day, the last one
// cut to what is left of the cap, and none beyond it. A step's amount follows from its number
// alone, so the lines of a policy always add up to min(steps × fee, cap).
import type { Language, LateFeePolicy } from '@pgportal/contracts/enums';
import { formatDayMonthYear } from '@pgportal/contracts/format';
import { formatPaise } from '../money';
import { plusDays } from '../calendar';

export interface LateFeeRule {
  policy: LateFeePolicy;
  amountPaise: number;
  graceDays: number;
  capPaise: number;
}

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The most steps the rule ever charges one invoice. */
export function maxSteps(rule: LateFeeRule): number {
  if (rule.policy === 'NONE' || rule.amountPaise <= 0) return 0;
  if (rule.policy === 'FLAT') return 1;
  return Math.ceil(rule.capPaise / rule.amountPaise);
}

/** How many steps are due on `today` for an invoice due on `dueDate` and still unpaid. */
export function stepsDue(rule: LateFeeRule, dueDate: string, today: string): number {
  const daysPastGrace = daysFrom(dueDate, today) - rule.graceDays;
  return Math.max(0, Math.min(daysPastGrace, maxSteps(rule)));
}

/** Step `step` (1 the first)'s fee in paise. */
export function stepAmount(rule: LateFeeRule, step: number): number {
  if (rule.policy === 'FLAT') return rule.amountPaise;
  return Math.min(rule.amountPaise, rule.capPaise - (step - 1) * rule.amountPaise);
}

/** The day a step falls due: the step-th day after the due date's grace days. */
export const stepDay = (rule: LateFeeRule, dueDate: string, step: number) =>
  plusDays(dueDate, rule.graceDays + step);

/** The line's description, as the tenant reads it on the invoice. */
export function stepDescription(rule: LateFeeRule, dueDate: string, step: number): string {
  const day = formatDayMonthYear(stepDay(rule, dueDate, step));
  return rule.policy === 'FLAT'
    ? `Late fee (unpaid on ${day}, due ${formatDayMonthYear(dueDate)})`
    : `Late fee for ${day} (day ${step})`;
}

const graceText = (days: number) =>
  days === 0 ? 'past its due date' : `more than ${days} day${days === 1 ? '' : 's'} past its due date`;

const graceTextHi = (days: number) => (days === 0 ? 'देय तारीख के बाद' : `देय तारीख से ${days} दिन से अधिक बाद`);

/** The policy in one sentence for the reminder mail, in the tenant's language, or '' for none. */
export function policySentence(rule: LateFeeRule, language: Language = 'en'): string {
  const amount = formatPaise(rule.amountPaise, language);
  if (language === 'hi') {
    if (rule.policy === 'FLAT')
      return `${graceTextHi(rule.graceDays)} भी बिना भुगतान वाले बिल पर एक बार ${amount} का विलंब शुल्क जुड़ता है।`;
    if (rule.policy === 'PER_DAY')
      return `${graceTextHi(rule.graceDays)} भी बिना भुगतान वाले बिल पर हर दिन ${amount} का विलंब शुल्क जुड़ता है, एक बिल पर अधिकतम ${formatPaise(rule.capPaise, language)}।`;
    return '';
  }
  if (rule.policy === 'FLAT')
    return `A late fee of ${amount} is added once to an invoice unpaid ${graceText(rule.graceDays)}.`;
  if (rule.policy === 'PER_DAY')
    return `A late fee of ${amount} a day is added to an invoice unpaid ${graceText(rule.graceDays)}, up to ${formatPaise(rule.capPaise, language)} an invoice.`;
  return '';
}
