// Exit statements (issue 24): staff save deductions (PUT, JSON or multipart with photos), the tenant
// accepts or disputes with a comment, staff settle with the refund's payment details. Rupees.
import { z } from 'zod';
import { PAYMENT_MODES } from '../enums';
import { isoDate } from './billing';
import { DISPUTE_COMMENT_REQUIRED, DISPUTE_COMMENT_TOO_LONG, REQUIRED } from './messages';
import { money } from './money';

export const MAX_EXIT_DEDUCTIONS = 20;
export const MAX_EXIT_PHOTOS = 10;

export const exitDeductionSchema = z.object({
  reason: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'Say what the deduction is for')
    .max(200, 'The reason can be at most 200 characters'),
  amount: money('Amount'),
  /** photos of this deduction in the latest version to keep (their ids) */
  photoIds: z.array(z.string()).max(MAX_EXIT_PHOTOS).default([]),
});

/** PUT /tenant/{tenantId}/exit-statement. In multipart, `deductions` is this array as JSON and each
 *  deduction's new photos come as files named `photos.<index>` (index in the array, from 0). */
export const exitStatementSaveSchema = z.object({
  deductions: z
    .array(exitDeductionSchema, { error: 'Send the deductions as a list' })
    .max(MAX_EXIT_DEDUCTIONS, `At most ${MAX_EXIT_DEDUCTIONS} deductions`),
});
export type ExitStatementSaveInput = z.input<typeof exitStatementSaveSchema>;
export type ExitStatementSaveValues = z.output<typeof exitStatementSaveSchema>;

/** POST /tenant/my-exit-statement/dispute */
export const exitDisputeSchema = z.object({
  comment: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, DISPUTE_COMMENT_REQUIRED)
    .max(1000, DISPUTE_COMMENT_TOO_LONG),
});
export type ExitDisputeValues = z.output<typeof exitDisputeSchema>;

/**
 * POST /tenant/my-exit-statement/accept (issue 41), optional body: the version the tenant read. When
 * the statement has a newer one (its figures changed), accepting is refused (409).
 */
export const exitAcceptSchema = z.object({ version: z.number().int().positive().optional() }).optional();
export type ExitAcceptValues = z.output<typeof exitAcceptSchema>;

/** The question staff answer before settling before the move-out date (issue 41). */
export const settleEarlyQuestion = (tenantName: string, moveOutDate: string) =>
  `${tenantName}'s move-out date is ${moveOutDate}. Settling today frees the bed now and bills nothing after today.`;

/** POST /tenant/{tenantId}/exit-statement/settle: how the refund was paid (needed when there is one). */
export const exitSettleSchema = z.object({
  paymentMode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode' }).optional(),
  paidAt: isoDate.optional(),
  reference: z
    .string()
    .trim()
    .max(64, 'Use at most 64 characters')
    .transform((value) => value || undefined)
    .optional(),
  /**
   * Settle before the move-out date (issue 41): the bed is freed today and nothing is billed after
   * today. Without it, settling before the move-out date is refused (409).
   */
  settleEarly: z.boolean().optional(),
});
export type ExitSettleInput = z.input<typeof exitSettleSchema>;
export type ExitSettleValues = z.output<typeof exitSettleSchema>;
