// A tenant's police verification (issue 45): one row per tenant, started at the move-in with the
// day it is due by the property's state rule (services/police/layouts.ts), then the acknowledgement
// or service-request number the state's portal gave, and the day the police verified.
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { POLICE_VERIFICATION_STATUSES } from '@pgportal/contracts/enums';
import { createdAt, id, updatedAt } from './columns';
import { properties } from './properties';
import { tenants, users } from './identity';

export const policeVerifications = pgTable(
  'police_verifications',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    status: text('status', { enum: POLICE_VERIFICATION_STATUSES }).notNull().default('TO_FILE'),
    /** the layout's code when the clock started: DL, MH, HR, UP, KA or GENERIC */
    layout: text('layout').notNull(),
    movedInOn: date('moved_in_on').notNull(),
    /** movedInOn + the state's days (India calendar days) */
    dueOn: date('due_on').notNull(),
    number: text('number'),
    filedOn: date('filed_on'),
    verifiedOn: date('verified_on'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('police_verifications_tenant_unique').on(table.tenantId),
    index('police_verifications_property_status_idx').on(table.propertyId, table.status, table.dueOn),
  ],
);

export type PoliceVerificationRow = typeof policeVerifications.$inferSelect;
