// Days away from meals (issue 25): POST /tenant/my-meal-optouts (the tenant) and
// POST /tenant/{tenantId}/meal-optouts (staff, with a note); GET /meals/count?date=.
import { z } from 'zod';
import { isoDate } from './billing';

/** Longest absence one request may mark: a year. */
export const MAX_AWAY_DAYS = 366;

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const range = z.object({ from: isoDate, to: isoDate });

const checked = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.superRefine((value, context) => {
    if (value.to < value.from)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day away cannot be before the first',
      });
    else if (days(value.from, value.to) > MAX_AWAY_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Mark at most ${MAX_AWAY_DAYS} days at once`,
      });
  });

export const mealOptOutSchema = checked(range);
export type MealOptOutInput = z.input<typeof mealOptOutSchema>;
export type MealOptOutValues = z.output<typeof mealOptOutSchema>;

export const staffMealOptOutSchema = checked(
  range.extend({
    note: z
      .string()
      .trim()
      .max(200, 'The note can be at most 200 characters')
      .optional()
      .transform((value) => value ?? ''),
  }),
);
export type StaffMealOptOutInput = z.input<typeof staffMealOptOutSchema>;
export type StaffMealOptOutValues = z.output<typeof staffMealOptOutSchema>;

export const mealCountQuerySchema = z.object({ date: isoDate });
