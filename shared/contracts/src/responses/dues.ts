// The Dues page as the API answers it (issue 23). Money in rupees, days YYYY-MM-DD.
import { z } from 'zod';
import { LANGUAGES, REMINDER_CHANNELS } from '../enums';
import { answerObject, timestamp } from './common';

const day = z.string().describe('YYYY-MM-DD');

/** A reminder: one sent from the Dues page, or the billing job's mail (EMAIL). */
export const reminderAnswerSchema = answerObject({
  channel: z.enum([...REMINDER_CHANNELS, 'EMAIL']),
  sentAt: timestamp,
});

/** One tenant who owes, with their oldest outstanding invoice (what Mark as Paid pays). */
export const dueAnswerSchema = answerObject({
  tenant: answerObject({
    _id: z.string(),
    fullName: z.string(),
    phoneNumber: z.string(),
    language: z.enum(LANGUAGES).optional().describe('the language the tenant reads (issue 42)'),
  }),
  room: answerObject({ roomNumber: z.string(), bedNumber: z.number().nullable() }).nullable(),
  amount: z.number().describe('everything the tenant owes in this property'),
  dueDate: day.describe('the due date of their oldest outstanding invoice'),
  daysOverdue: z.number().describe('days since that due date; 0 when not yet due'),
  lastReminder: reminderAnswerSchema.nullable(),
  invoice: answerObject({
    _id: z.string(),
    invoiceId: z.string(),
    invoiceDate: day,
    dueDate: day,
    totalAmount: z.number(),
    outstandingAmount: z.number(),
  }).describe('the oldest outstanding invoice'),
  upiUri: z.string().nullable().describe('a UPI link paying everything due; null without a UPI ID'),
  reminderText: z
    .string()
    .optional()
    .describe(
      "the WhatsApp reminder in the tenant's language: amount, due date, a link to their Billing page",
    ),
  claim: answerObject({
    _id: z.string(),
    invoice: answerObject({ _id: z.string(), invoiceId: z.string() }),
    utr: z.string(),
    amount: z.number(),
  })
    .nullable()
    .optional()
    .describe('the tenant’s oldest claim waiting for staff (issue 42): confirm it instead of reminding'),
});
export type DueAnswer = z.infer<typeof dueAnswerSchema>;

/** GET /payment/dues/totals: the current property's dues, exact. */
export const duesTotalsAnswerSchema = answerObject({
  outstandingAmount: z.number(),
  overdueAmount: z.number(),
  tenants: z.number().describe('tenants with something outstanding'),
});
export type DuesTotalsAnswer = z.infer<typeof duesTotalsAnswerSchema>;

/** POST /tenant/{tenantId}/reminders */
export const reminderRecordedAnswerSchema = reminderAnswerSchema.extend({ _id: z.string() });
export type ReminderAnswer = z.infer<typeof reminderRecordedAnswerSchema>;
