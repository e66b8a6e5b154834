// Meals (issue 25): the days a tenant is away from the kitchen, and the meal credits they earned.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenants, users } from './identity';
import { charges } from './lines';
import { properties } from './properties';

/**
 * Days away, from and to both included (YYYY-MM-DD, Asia/Kolkata). A withdrawn one (withdrawnAt)
 * is kept but counts for nothing; the standing ones of a tenant never overlap (checked under the
 * tenant's row lock).
 */
export const mealOptOuts = pgTable(
  'meal_opt_outs',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    note: text('note').notNull().default(''),
    /** STAFF or TENANT: who recorded it */
    givenBy: text('given_by', { enum: ['STAFF', 'TENANT'] }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('meal_opt_outs_tenant_idx').on(table.tenantId, table.fromDate),
    index('meal_opt_outs_property_days_idx')
      .on(table.propertyId, table.fromDate, table.toDate)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * The credit an absence earned in one calendar month (YYYY-MM): at most one per absence and month
 * (the unique index), whichever billing job runs write it; the charge is the MEAL_CREDIT the next
 * RENT invoice takes.
 */
export const mealCredits = pgTable(
  'meal_credits',
  {
    id: id(),
    optOutId: uuid('opt_out_id')
      .notNull()
      .references(() => mealOptOuts.id),
    month: text('month').notNull(),
    chargeId: uuid('charge_id').references((): AnyPgColumn => charges.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('meal_credits_opt_out_month_uq').on(table.optOutId, table.month)],
);

export type MealOptOutRow = typeof mealOptOuts.$inferSelect;
