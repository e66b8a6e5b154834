// Days away from meals and the kitchen count as the API answers them (issue 25). Money in rupees.
import { z } from 'zod';
import { answerObject, timestamp } from './common';

export const mealOptOutAnswerSchema = answerObject({
  _id: z.string(),
  from: z.string().describe('the first day away, YYYY-MM-DD'),
  to: z.string().describe('the last day away, YYYY-MM-DD'),
  days: z.number(),
  note: z.string(),
  givenBy: z.enum(['STAFF', 'TENANT']),
  earnsCredit: z.boolean().describe('at least the property’s minimum of consecutive days'),
  credit: z.number().describe('the meal credit written for it so far, in rupees (≤ 0)'),
  withdrawable: z.boolean().describe('whether the tenant may still withdraw it (before the cut-off)'),
  createdAt: timestamp,
});

/** GET /tenant/my-meal-optouts and GET /tenant/{tenantId}/meal-optouts. */
export const mealOptOutsAnswerSchema = answerObject({
  mealsIncluded: z.boolean(),
  cutoffTime: z.string().describe('HH:MM, Asia/Kolkata, the day before the first day away'),
  minCreditDays: z.number(),
  optOuts: z.array(mealOptOutAnswerSchema),
});

/** GET /meals/count?date=YYYY-MM-DD */
export const mealCountAnswerSchema = answerObject({
  date: z.string(),
  eating: z.number(),
  away: z.array(answerObject({ tenantId: z.string(), fullName: z.string() })),
});

export type MealOptOutAnswer = z.infer<typeof mealOptOutAnswerSchema>;
export type MealOptOutsAnswer = z.infer<typeof mealOptOutsAnswerSchema>;
export type MealCountAnswer = z.infer<typeof mealCountAnswerSchema>;
