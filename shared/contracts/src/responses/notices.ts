// A notice to move out as the API answers it (issue 24). Money in rupees; dates YYYY-MM-DD.
import { z } from 'zod';
import { answerObject, timestamp } from './common';

export const noticeAnswerSchema = answerObject({
  id: z.string(),
  noticeDate: z.string(),
  moveOutDate: z.string(),
  givenBy: z.enum(['STAFF', 'TENANT']),
  noticePeriodDays: z.number().describe("the property's notice period"),
  shortNotice: z.boolean().describe('the move-out date is before the notice date + the notice period'),
  daysShort: z.number().describe('days the notice falls short of the notice period (0 when not short)'),
  suggestedDeduction: z
    .number()
    .describe('rent for the days short, in rupees: a suggestion, nothing is charged automatically'),
  canWithdraw: z.boolean().describe('true before the move-out date'),
  createdAt: timestamp,
});

/** GET /tenant/{tenantId}/notice and GET /tenant/my-notice: the standing notice, or null. */
export const standingNoticeAnswerSchema = noticeAnswerSchema.nullable();

/** GET …/notice/preview (issue 42): what a notice with these dates would mean, before it is saved. */
export const noticePreviewAnswerSchema = noticeAnswerSchema.pick({
  noticeDate: true,
  moveOutDate: true,
  noticePeriodDays: true,
  shortNotice: true,
  daysShort: true,
  suggestedDeduction: true,
});

/** A paid ADVANCE invoice: the deposit held. */
export const depositAnswerSchema = answerObject({
  amount: z.number().describe('rupees'),
  paidAt: z.string().describe('YYYY-MM-DD, the day it was paid in full'),
}).nullable();

export type NoticeAnswer = z.infer<typeof noticeAnswerSchema>;
export type NoticePreviewAnswer = z.infer<typeof noticePreviewAnswerSchema>;
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;
