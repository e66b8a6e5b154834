// A property's expenses as the API answers them (issue 26). Money in rupees.
import { z } from 'zod';
import { EXPENSE_CATEGORIES, PAYMENT_MODES } from '../enums';
import { answerObject, timestamp } from './common';

export const expenseAnswerSchema = answerObject({
  _id: z.string(),
  propertyId: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number().describe('rupees'),
  date: z.string().describe('the day it was paid, YYYY-MM-DD'),
  paymentMode: z.enum(PAYMENT_MODES),
  paidTo: z.string(),
  note: z.string(),
  bill: answerObject({ url: z.string(), name: z.string(), type: z.string() })
    .nullable()
    .describe('the bill, served only to staff in scope at url'),
  recurringId: z.string().nullable().describe('the monthly expense that wrote it'),
  meterReadingId: z.string().nullable().describe('the meter reading of a period no one stayed in'),
  createdAt: timestamp,
});

/** GET /expense/?month=YYYY-MM: the page's rows and the month's totals over every page. */
export const expenseListAnswerSchema = answerObject({
  month: z.string(),
  expenses: z.array(expenseAnswerSchema),
  totals: answerObject({
    total: z.number().describe('rupees, every expense of the month (and category, when filtered)'),
    count: z.number(),
    byCategory: z.record(z.string(), z.number()).describe('rupees per category; every category present'),
  }),
  pagination: answerObject({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
});

export const recurringExpenseAnswerSchema = answerObject({
  _id: z.string(),
  propertyId: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  amount: z.number().describe('rupees'),
  dayOfMonth: z.number(),
  paymentMode: z.enum(PAYMENT_MODES),
  paidTo: z.string(),
  note: z.string(),
  startsOn: z.string(),
  createdAt: timestamp,
});

export type ExpenseAnswer = z.infer<typeof expenseAnswerSchema>;
export type ExpenseListAnswer = z.infer<typeof expenseListAnswerSchema>;
export type RecurringExpenseAnswer = z.infer<typeof recurringExpenseAnswerSchema>;
