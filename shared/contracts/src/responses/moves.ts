// Moves and rents as the API answers them (issue 22). Money in rupees, days YYYY-MM-DD.
import { z } from 'zod';
import { RENT_CHANGE_REASONS } from '../enums';
import { answerObject, timestamp } from './common';

const day = z.string().describe('YYYY-MM-DD');

export const rentChangeAnswerSchema = answerObject({
  _id: z.string(),
  effectiveDate: day.describe('invoices of periods starting on or after this day use it'),
  rent: z.number(),
  mealCost: z.number(),
  reason: z.enum(RENT_CHANGE_REASONS).describe('assigned to a bed, moved to another, or changed'),
  changedBy: answerObject({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: timestamp,
});

/** GET /tenant/{tenantId}/rents: the tenant's rents, newest first, and their billing period now. */
export const rentHistoryAnswerSchema = answerObject({
  rents: z.array(rentChangeAnswerSchema),
  currentPeriod: answerObject({ start: day, end: day })
    .nullable()
    .describe('the billing period today falls in; null when the tenant is on no bed'),
  nextBillingDay: day.nullable().describe('the default effective date of a change'),
});

/** POST /tenant/{tenantId}/move: what the pro-rating made, if anything. */
export const moveAnswerSchema = answerObject({
  adjustment: answerObject({
    kind: z
      .enum(['INVOICE', 'CREDIT'])
      .describe('an ADJUSTMENT invoice, or a credit the next RENT invoice takes off'),
    amount: z.number(),
  }).nullable(),
});

/** GET /bed/free: a free bed, with its room and property (the move dialog's picker). */
export const freeBedAnswerSchema = answerObject({
  _id: z.string(),
  bedNumber: z.number(),
  room: answerObject({ _id: z.string(), roomNumber: z.string(), floor: z.number() }),
  property: answerObject({ _id: z.string(), name: z.string() }),
});

export type FreeBedAnswer = z.infer<typeof freeBedAnswerSchema>;
export type RentChangeAnswer = z.infer<typeof rentChangeAnswerSchema>;
export type RentHistoryAnswer = z.infer<typeof rentHistoryAnswerSchema>;
export type MoveAnswer = z.infer<typeof moveAnswerSchema>;
