// A tenant's rents over time and the credits a move leaves them (issue 22). Money in paise.
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RENT_CHANGE_REASONS } from '@pgportal/contracts/enums';
import { createdAt, id } from './columns';
import { invoices } from './billing';
import { tenants, users } from './identity';
import { bedAssignments } from './rooms';

/**
 * The rent schedule: each RENT invoice of a period uses the row with the latest effectiveDate on
 * or before the period's start (within the tenant's stay: on or after its billingStart; the later
 * row wins a tie). Rows are never changed: they are the history the tenant page shows.
 */
export const rentChanges = pgTable(
  'rent_changes',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** the assignment the tenant was on (or moved to) when the row was written */
    assignmentId: uuid('assignment_id').references((): AnyPgColumn => bedAssignments.id),
    effectiveDate: date('effective_date').notNull(),
    rentPaise: bigint('rent_paise', { mode: 'number' }).notNull(),
    mealCostPaise: bigint('meal_cost_paise', { mode: 'number' }).notNull().default(0),
    reason: text('reason', { enum: RENT_CHANGE_REASONS }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('rent_changes_tenant_idx').on(table.tenantId, table.effectiveDate)],
);

/**
 * What a move to a cheaper bed gives back when pro-rated: the tenant's next RENT invoice takes it
 * off once (invoiceId names that invoice; a credit larger than the invoice leaves a new credit for
 * the rest).
 */
export const rentCredits = pgTable(
  'rent_credits',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('rent_credits_open_idx')
      .on(table.tenantId)
      .where(sql`${table.invoiceId} is null`),
  ],
);

export type RentChangeRow = typeof rentChanges.$inferSelect;
