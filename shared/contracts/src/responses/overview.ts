// GET /property/overview (issue 42): each property in the caller's scope with its month's figures
// and what waits for its staff, and the totals across all of them. Amounts in paise.
import { z } from 'zod';
import { answerObject } from './common';

const figures = {
  totalBeds: z.number(),
  occupiedBeds: z.number(),
  collectedPaise: z.number().describe('paid this calendar month (India), in paise'),
  duePaise: z.number().describe('outstanding on every unpaid invoice, in paise'),
  overduePaise: z.number().describe('the part of duePaise past its due date, in paise'),
  complaintsOpen: z.number().describe('complaints PENDING or IN_PROGRESS'),
  claimsOpen: z.number().describe("tenants' 'I have paid' claims waiting to be confirmed"),
  statementLinesToReview: z.number().describe('bank statement credits SUGGESTED or UNMATCHED'),
  noticesGiven: z.number().describe('notices to move out that stand'),
  exitDisputes: z.number().describe('exit statements the tenant disputed'),
};

export const overviewPropertySchema = answerObject({ _id: z.string(), name: z.string(), ...figures });

export const overviewAnswerSchema = answerObject({
  properties: z.array(overviewPropertySchema),
  totals: answerObject({ properties: z.number(), ...figures }).describe('across every property in scope'),
  pagination: answerObject({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
});

export type OverviewProperty = z.infer<typeof overviewPropertySchema>;
export type OverviewAnswer = z.infer<typeof overviewAnswerSchema>;
export type OverviewTotals = OverviewAnswer['totals'];
