import { z } from 'zod';
import { PAYMENT_MODES } from '../enums';
import { LATE_FEE_WAIVE_REASON_REQUIRED, REQUIRED } from './messages';
import { money } from './money';
import { TAX_PAPER_MESSAGES } from '../tax-paper-messages';

/** A real calendar day written YYYY-MM-DD. */
export const isoDate = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, 'Enter a real date');

/**
 * PATCH /payment/{billingId}/pay (the 'Mark as Paid' dialog): the whole outstanding amount unless
 * an amount is given (a part payment).
 */
export const paySchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode' }),
  paidAt: isoDate,
  amount: money('Amount', { max: 100_000_000 }).optional(),
  /** the transfer's UTR or cheque number (issue 23): recorded once per property */
  reference: z
    .string()
    .trim()
    .max(64, 'Use at most 64 characters')
    .transform((value) => value || undefined)
    .optional(),
});
export type PayInput = z.input<typeof paySchema>;
export type PayValues = z.output<typeof paySchema>;

/** POST /payment/{billingId}/reverse: undoes one recorded payment (the ledger keeps both). */
export const reverseSchema = z.object({
  paymentId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  note: z.string().trim().max(200, 'Use at most 200 characters').optional(),
});
export type ReverseInput = z.input<typeof reverseSchema>;

/** POST /payment/invoice/{invoiceId}/late-fees/{lineId}/waive: the reason the tenant will read. */
export const waiveLateFeeSchema = z.object({
  reason: z
    .string({ error: LATE_FEE_WAIVE_REASON_REQUIRED })
    .trim()
    .min(1, LATE_FEE_WAIVE_REASON_REQUIRED)
    .max(200, 'Use at most 200 characters'),
});
export type WaiveLateFeeInput = z.input<typeof waiveLateFeeSchema>;

/** GET /tenant/{tenantId}/rent-receipt (issue 44): one month, or one financial year (April of the year to March). */
export const rentReceiptQuerySchema = z
  .object({
    month: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as YYYY-MM, e.g. 2026-04')
      .optional(),
    financialYear: z.coerce
      .number({ error: 'Enter the financial year as the year it starts in April, e.g. 2026' })
      .int('Enter the financial year as the year it starts in April, e.g. 2026')
      .min(2000, 'Enter a financial year from 2000 on')
      .max(2200, 'Enter a financial year up to 2200')
      .optional(),
  })
  .refine((query) => (query.month === undefined) !== (query.financialYear === undefined), {
    message: TAX_PAPER_MESSAGES.rentReceiptPeriodInvalid,
  });
export type RentReceiptQuery = z.output<typeof rentReceiptQuerySchema>;
