// Invoice lines and pending charges as the API answers them (issue 23). Money in rupees.
import { z } from 'zod';
import { CHARGE_STATUSES, INVOICE_LINE_KINDS } from '../enums';
import { answerObject, timestamp } from './common';

export const invoiceLineAnswerSchema = answerObject({
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  amount: z.number().describe('negative for a credit or deduction'),
  id: z
    .string()
    .optional()
    .describe("a late fee's line: its id, to waive it (POST …/late-fees/{lineId}/waive)"),
  waived: z
    .boolean()
    .optional()
    .describe('a late fee: whether staff waived it (a negative LATE_FEE line follows)'),
});

/** GET /tenant/{tenantId}/charges: one charge, pending or billed. */
export const chargeAnswerSchema = answerObject({
  id: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  amount: z.number().describe('negative for a credit'),
  status: z.enum(CHARGE_STATUSES),
  invoiceId: z.string().nullable().describe('the invoice that took it (its _id), null while pending'),
  createdAt: timestamp,
});

export type InvoiceLineAnswer = z.infer<typeof invoiceLineAnswerSchema>;
export type ChargeAnswer = z.infer<typeof chargeAnswerSchema>;
