// Money in rupees (DESIGN §3): every amount a form or a client sends goes through `money()`, so the
// rules are the same everywhere: at least ₹0.01 (one paisa), at most 2 decimals, a ceiling.
import { z } from 'zod';
import { toPaise, toRupees } from '../format/money';
import { numberFromText } from './form-text';
import { REQUIRED } from './messages';

/** The smallest amount accepted: one paisa. */
export const MIN_AMOUNT = 0.01;
/** The largest rent, meal cost or advance accepted, in rupees (one crore). */
export const MAX_AMOUNT = 10_000_000;

const rupeesText = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: value % 1 ? 2 : 0 })}`;

/** `${label} must be at least ₹0.01`: the one message for an amount below a paisa (0, negative, 1e-9). */
export const amountTooSmallMessage = (label: string) => `${label} must be at least ${rupeesText(MIN_AMOUNT)}`;

/**
 * Whether a number is a whole number of paise. A double is one when it is the nearest double to
 * its own 2-decimal rounding (8500.5 is; 10.555, 1e-9 and 0.1 + 0.2 are not).
 */
export const isWholePaise = (value: number) => toRupees(toPaise(value)) === value;

/** Digits grouped as people type amounts: Indian (1,00,000) or international (100,000). */
const GROUPED_DIGITS = /^-?\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d+)?$|^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * An amount typed in rupees as a number: '₹8,500.50', '1,00,000' and '-₹250' read as people mean
 * them; a comma anywhere else ('8,5') is not guessed at, nor are '0x64', '1e3', '10.' or '.5'
 * (numberFromText reads plain decimals only), so the rule refuses them and says what to type.
 */
export const rupeesFromText = (value: unknown) => {
  if (typeof value !== 'string') return numberFromText(value);
  const text = value.trim().replace(/^(-?)\s*₹\s*/, '$1');
  return numberFromText(GROUPED_DIGITS.test(text) ? text.replace(/,/g, '') : text);
};

/**
 * An amount in rupees named `label` ('Rent', 'Amount'…), from a number or from a form's text.
 * Blank is missing ('This field is required'); add `.optional()` where it may be left out.
 */
export function money(label: string, { max = MAX_AMOUNT }: { max?: number } = {}) {
  return z.preprocess(
    rupeesFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? REQUIRED
            : `Enter ${label.toLowerCase()} in rupees, e.g. 8500 or 8500.50`,
      })
      .min(MIN_AMOUNT, amountTooSmallMessage(label))
      .max(max, `${label} must be at most ${rupeesText(max)}`)
      .refine(isWholePaise, `${label} can have at most 2 decimals`),
  );
}
