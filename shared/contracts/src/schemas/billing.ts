import { z } from 'zod';
import { PAYMENT_MODES } from '../enums';
import { REQUIRED } from './messages';

/** A real calendar day written YYYY-MM-DD. */
const isoDate = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Enter a real date');

/** Rupees with at most 2 decimals, more than 0. */
const amount = z
  .number({ error: 'Enter the amount in rupees' })
  .positive('The amount must be more than 0')
  .max(100_000_000, 'The amount is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Use at most 2 decimals');

/**
 * PATCH /payment/{billingId}/pay (the 'Mark as Paid' dialog): the whole outstanding amount unless
 * an amount is given (a part payment).
 */
export const paySchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode' }),
  paidAt: isoDate,
  amount: amount.optional(),
});
export type PayInput = z.input<typeof paySchema>;

/** POST /payment/{billingId}/reverse: undoes one recorded payment (the ledger keeps both). */
export const reverseSchema = z.object({
  paymentId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  note: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type ReverseInput = z.input<typeof reverseSchema>;
