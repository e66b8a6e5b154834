// Moving a tenant to another bed and changing their rent (issue 22). One schema per request, used
// by the API and by the dialogs. Amounts in rupees (money()); a meal cost left blank or 0 is none.
import { z } from 'zod';
import { isoDate } from './billing';
import { REQUIRED } from './messages';
import { money } from './money';

const noneWhenBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === 0 ||
  (typeof value === 'string' && /^\s*0*\.?0*\s*$/.test(value))
    ? undefined
    : value;

/** A meal cost: blank or 0 is no meals (0); otherwise money's rules. */
const mealCost = z.preprocess(noneWhenBlank, money('Meal cost').optional()).transform((value) => value ?? 0);

const flag = z
  .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
  .optional()
  .default(false);

/** POST /tenant/{tenantId}/move: the free bed, the rent and meal cost there, and whether to pro-rate. */
export const moveTenantSchema = z.object({
  bedId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(64),
  rent: money('Rent'),
  mealCost,
  /** 'Pro-rate the difference for the rest of this period' */
  prorate: flag,
});
export type MoveTenantInput = z.input<typeof moveTenantSchema>;
export type MoveTenantValues = z.output<typeof moveTenantSchema>;

/** POST /tenant/{tenantId}/rent: invoices of periods starting on or after effectiveDate use it. */
export const changeRentSchema = z.object({
  rent: money('Rent'),
  mealCost,
  /** YYYY-MM-DD; the next billing day when left out */
  effectiveDate: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    isoDate.optional(),
  ),
});
export type ChangeRentInput = z.input<typeof changeRentSchema>;
export type ChangeRentValues = z.output<typeof changeRentSchema>;
