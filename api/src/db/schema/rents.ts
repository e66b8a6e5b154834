// A tenant's rents over time (issue 22). Money in paise.
import { bigint, date, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { RENT_CHANGE_REASONS } from '@pgportal/contracts/enums';
import { createdAt, id } from './columns';
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

export type RentChangeRow = typeof rentChanges.$inferSelect;
