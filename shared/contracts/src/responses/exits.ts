// Exit statements as the API answers them (issue 24). Money in rupees; refund negative when the
// tenant still owes.
import { z } from 'zod';
import { EXIT_STATEMENT_STATUSES, INVOICE_TYPES, PAYMENT_MODES } from '../enums';
import { answerObject, timestamp } from './common';

const day = z.string().describe('YYYY-MM-DD');

export const exitPhotoAnswerSchema = answerObject({ id: z.string(), url: z.string() });

export const exitDeductionAnswerSchema = answerObject({
  id: z.string(),
  reason: z.string(),
  amount: z.number(),
  photos: z.array(exitPhotoAnswerSchema),
});

export const exitOutstandingAnswerSchema = answerObject({
  _id: z.string(),
  invoiceId: z.string().describe('its number, e.g. INV-2026-000123'),
  type: z.enum(INVOICE_TYPES),
  periodStart: day,
  periodEnd: day,
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
});

export const exitVersionAnswerSchema = answerObject({
  number: z.number().int(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  response: z.enum(['ACCEPTED', 'DISPUTED']).nullable(),
  comment: z.string().nullable(),
  respondedAt: timestamp.nullable(),
  deductions: z.array(answerObject({ reason: z.string(), amount: z.number(), photos: z.number().int() })),
  deductionsTotal: z.number(),
  reopened: z
    .boolean()
    .describe('sent again by the server because the figures changed after the version before was sent'),
});

export const exitStatementAnswerSchema = answerObject({
  tenantId: z.string(),
  tenantName: z.string(),
  status: z.enum(EXIT_STATEMENT_STATUSES),
  /** 0 while nothing is saved */
  version: z.number().int(),
  moveOutDate: day,
  refundDueDate: day.describe('the move-out date plus the property’s refund period'),
  depositHeld: z.number().describe('the paid ADVANCE invoices'),
  outstanding: z.array(exitOutstandingAnswerSchema),
  outstandingTotal: z.number(),
  deductions: z.array(exitDeductionAnswerSchema),
  deductionsTotal: z.number(),
  projected: z
    .array(
      answerObject({
        periodStart: day,
        periodEnd: day,
        description: z.string(),
        amount: z.number(),
      }),
    )
    .describe('rent still to be billed up to the move-out day, as the billing will bill it (issue 41)'),
  projectedTotal: z.number(),
  pending: z
    .array(answerObject({ id: z.string(), kind: z.string(), description: z.string(), amount: z.number() }))
    .describe('charges and credits (meal credits) no invoice has taken yet; settling bills them'),
  pendingTotal: z.number(),
  refund: z
    .number()
    .describe(
      'depositHeld − outstandingTotal − projectedTotal − pendingTotal − deductionsTotal: the refund settling pays; negative: the tenant owes',
    ),
  earlySettle: answerObject({
    on: day.describe('the day staff chose to settle before the move-out date: nothing is billed after it'),
    by: z.string().nullable().describe('who chose it'),
  }).nullable(),
  tenantComment: z.string().nullable().describe('the comment of the latest dispute'),
  settledAt: timestamp.nullable(),
  settlement: answerObject({
    paymentMode: z.enum(PAYMENT_MODES).nullable(),
    paidAt: day.nullable(),
    reference: z.string().nullable(),
  }).nullable(),
  versions: z.array(exitVersionAnswerSchema),
});

/** GET /stats/refunds-due: statements not settled, nearest deadline first. */
export const refundDueAnswerSchema = answerObject({
  tenantId: z.string(),
  tenantName: z.string(),
  propertyName: z.string(),
  status: z.enum(EXIT_STATEMENT_STATUSES),
  moveOutDate: day,
  refundDueDate: day,
});

export type ExitStatementAnswer = z.infer<typeof exitStatementAnswerSchema>;
export type ExitDeductionAnswer = z.infer<typeof exitDeductionAnswerSchema>;
export type ExitOutstandingAnswer = z.infer<typeof exitOutstandingAnswerSchema>;
export type ExitVersionAnswer = z.infer<typeof exitVersionAnswerSchema>;
export type RefundDueAnswer = z.infer<typeof refundDueAnswerSchema>;
