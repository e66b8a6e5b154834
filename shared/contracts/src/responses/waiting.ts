// What is waiting for staff (issue 42): each thing a tenant or the bank left for them to act on.
import { z } from 'zod';
import { answerObject, timestamp } from './common';

export const WAITING_KINDS = [
  'CLAIM',
  'STATEMENT_LINE',
  'NOTICE',
  'EXIT_DISPUTE',
  'COMPLAINT',
  'OVERDUE',
  'FORM3',
  'POLICE',
] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const waitingItemAnswerSchema = answerObject({
  kind: z.enum(WAITING_KINDS),
  _id: z.string().describe('the claim, statement line, notice, exit statement, complaint or invoice'),
  propertyId: z.string(),
  propertyName: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string().nullable(),
  at: timestamp.describe('when it started waiting'),
  amount: z.number().nullable().describe('rupees: claimed, on the statement line or overdue'),
  reference: z
    .string()
    .nullable()
    .describe(
      'the claim’s UTR, the line’s reference, the invoice number, the complaint’s title, the move-out day, ARRIVAL/DEPARTURE of a Form III report, or the due day (YYYY-MM-DD) of a police verification',
    ),
  invoiceId: z.string().nullable().describe('the invoice’s _id a claim pays or that became overdue'),
  invoiceNumber: z.string().nullable().describe('that invoice’s number, e.g. INV-2026-000123'),
});
export type WaitingItemAnswer = z.infer<typeof waitingItemAnswerSchema>;

export const waitingCountsAnswerSchema = answerObject({
  claims: z.number().int(),
  statementLines: z.number().int(),
  notices: z.number().int(),
  exitDisputes: z.number().int(),
  complaints: z.number().int(),
  overdue: z.number().int(),
  form3: z
    .number()
    .int()
    .optional()
    .describe('Form III reports of foreign nationals not yet filed (issue 45); their at is the due moment'),
  police: z
    .number()
    .int()
    .optional()
    .describe('police verifications still to file (issue 45); their at is the due day in India'),
  total: z.number().int(),
});
export type WaitingCountsAnswer = z.infer<typeof waitingCountsAnswerSchema>;

/** GET /waiting/: the counts, exact, and the items, the oldest of each kind first (at most 20 of a kind). */
export const waitingAnswerSchema = answerObject({
  scope: z.enum(['current', 'all']),
  counts: waitingCountsAnswerSchema,
  items: z.array(waitingItemAnswerSchema),
});
export type WaitingAnswer = z.infer<typeof waitingAnswerSchema>;
