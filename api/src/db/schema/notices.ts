// Notices to move out (issue 24): the move-out date a tenant's stay and billing end on.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { properties } from './properties';
import { bedAssignments } from './rooms';

/**
 * A notice a tenant gave (or staff recorded for them). At most one stands per tenant: a standing
 * notice has neither withdrawnAt nor completedAt. Rows are never deleted.
 */
export const tenantNotices = pgTable(
  'tenant_notices',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** the assignment the tenant is leaving */
    assignmentId: uuid('assignment_id').references((): AnyPgColumn => bedAssignments.id),
    noticeDate: date('notice_date').notNull(),
    moveOutDate: date('move_out_date').notNull(),
    /** moveOutDate is before noticeDate + the property's notice period */
    shortNotice: boolean('short_notice').notNull().default(false),
    /** STAFF or TENANT: who recorded it */
    givenBy: text('given_by', { enum: ['STAFF', 'TENANT'] }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** set when the stay it announced has ended (the bed vacated): the notice no longer stands */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tenant_notices_standing_uq')
      .on(table.tenantId)
      .where(sql`${table.withdrawnAt} is null and ${table.completedAt} is null`),
    index('tenant_notices_property_move_out_idx')
      .on(table.propertyId, table.moveOutDate)
      .where(sql`${table.withdrawnAt} is null and ${table.completedAt} is null`),
  ],
);

export type TenantNoticeRow = typeof tenantNotices.$inferSelect;
