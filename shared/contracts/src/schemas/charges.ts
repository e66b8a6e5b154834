// A pending charge or credit (issue 23): POST /tenant/{tenantId}/charges. The amount is in rupees,
// negative for a credit; the next RENT invoice takes it as a line.
import { z } from 'zod';
import { isWholePaise, MAX_AMOUNT, rupeesFromText } from './money';
import { REQUIRED } from './messages';

/** An amount in rupees that may be negative (a credit), never zero. */
const signedAmount = z.preprocess(
  rupeesFromText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? REQUIRED : 'Enter amount in rupees, e.g. 500 or -250.50',
    })
    .refine((value) => value !== 0, 'Amount cannot be zero')
    .refine((value) => Math.abs(value) <= MAX_AMOUNT, 'Amount must be at most ₹1,00,00,000')
    .refine(isWholePaise, 'Amount can have at most 2 decimals'),
);

export const addChargeSchema = z.object({
  /** staff add OTHER charges; the API writes the other kinds itself */
  kind: z.literal('OTHER').default('OTHER'),
  description: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description can be at most 200 characters'),
  amount: signedAmount,
});
export type AddChargeInput = z.input<typeof addChargeSchema>;
export type AddChargeValues = z.output<typeof addChargeSchema>;
