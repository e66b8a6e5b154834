// Money in rupees (DESIGN §3): every amount a form or a client sends goes through `money()`, so the
// rules are the same everywhere: at least ₹0.01 (one paisa), at most 2 decimals, a ceiling.
import { z } from 'zod';
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
export const isWholePaise = (value: number) => Number(value.toFixed(2)) === value;

const fromText = (value: unknown) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
};

/**
 * An amount in rupees named `label` ('Rent', 'Amount'…), from a number or from a form's text.
 * Blank is missing ('This field is required'); add `.optional()` where it may be left out.
 */
export function money(label: string, { max = MAX_AMOUNT }: { max?: number } = {}) {
  return z.preprocess(
    fromText,
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
