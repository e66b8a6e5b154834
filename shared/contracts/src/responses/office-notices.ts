// Notices from the office as the API answers them (issue 27).
import { z } from 'zod';
import { answerObject, fileRefSchema, timestamp } from './common';

export const officeNoticeAnswerSchema = answerObject({
  _id: z.string(),
  propertyId: z.string(),
  title: z.string(),
  text: z.string(),
  image: fileRefSchema.nullable().describe('served to staff in scope and the property’s tenants'),
  expiresOn: z.string().nullable().describe('the last day it shows, YYYY-MM-DD; null: never expires'),
  pinned: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** GET /notice/my: a live notice of the tenant's property, and whether they opened it. */
export const myOfficeNoticeAnswerSchema = officeNoticeAnswerSchema.extend({ read: z.boolean() });

/** POST /notice/add: the notice, and how many tenants it is being mailed to. */
export const officeNoticePostedAnswerSchema = officeNoticeAnswerSchema.extend({
  mailedTo: z.number().describe('tenants the notice is mailed to (verified, on a bed of the property)'),
});

export type OfficeNoticeAnswer = z.infer<typeof officeNoticeAnswerSchema>;
export type MyOfficeNoticeAnswer = z.infer<typeof myOfficeNoticeAnswerSchema>;
export type OfficeNoticePostedAnswer = z.infer<typeof officeNoticePostedAnswerSchema>;
