// A property's expenses (issue 26): POST /expense/add and PUT /expense/update/{id} (multipart, with
// an optional bill), GET /expense/?month=&category=&page=&limit=, and the monthly templates.
import { z } from 'zod';
import { EXPENSE_CATEGORIES, PAYMENT_MODES } from '../enums';
import { isoDate } from './billing';
import { pageQuerySchema } from './list';
import { REQUIRED } from './messages';
import { money } from './money';

const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);

const note = z
  .string()
  .trim()
  .max(500, 'The note can be at most 500 characters')
  .optional()
  .transform((value) => value ?? '');

const expenseFields = {
  category: z.enum(EXPENSE_CATEGORIES, { error: 'Choose a category from the list' }),
  amount: money('Amount'),
  paymentMode: z.enum(PAYMENT_MODES, { error: 'Choose a payment mode from the list' }),
  paidTo: text(120),
  note,
};

/** POST /expense/add; the bill travels as the form's `bill` file. */
export const expenseSchema = z.object({ ...expenseFields, date: isoDate });
export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseValues = z.output<typeof expenseSchema>;

/** PUT /expense/update/{id}: every field again; a new `bill` file replaces it, removeBill=true removes it. */
export const expenseUpdateSchema = expenseSchema.extend({
  removeBill: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
});
export type ExpenseUpdateValues = z.output<typeof expenseUpdateSchema>;

/** A month written YYYY-MM. */
export const isoMonth = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as YYYY-MM, e.g. 2026-04');

export const expenseListQuerySchema = pageQuerySchema.extend({
  month: isoMonth,
  category: z.enum(EXPENSE_CATEGORIES, { error: 'category must be one of the expense categories' }).optional(),
  scope: z.enum(['all', 'current'], { error: "scope must be 'all' or 'current'" }).optional(),
});
export type ExpenseListQuery = z.output<typeof expenseListQuerySchema>;

/** POST /expense/recurring: written by the billing job on dayOfMonth (1–28) each month from startsOn. */
export const recurringExpenseSchema = z.object({
  ...expenseFields,
  dayOfMonth: z.coerce
    .number({ error: 'Enter the day of the month, 1 to 28' })
    .int('Enter the day of the month, 1 to 28')
    .min(1, 'Enter the day of the month, 1 to 28')
    .max(28, 'Choose a day from 1 to 28, so every month has it'),
  startsOn: isoDate,
});
export type RecurringExpenseInput = z.input<typeof recurringExpenseSchema>;
export type RecurringExpenseValues = z.output<typeof recurringExpenseSchema>;
