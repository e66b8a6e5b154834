// Properties and the managers assigned to them: what every caller's access scope is made of.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GENDER_TYPES, PROPERTY_TYPES } from '@pgportal/contracts/enums';
import type { Address, Amenity } from '@pgportal/contracts/types';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { users } from './identity';

export const properties = pgTable(
  'properties',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: jsonb('address').$type<Address>().notNull(),
    category: text('category', { enum: PROPERTY_TYPES }),
    allowedFor: text('allowed_for', { enum: GENDER_TYPES }),
    hasCanteen: boolean('has_canteen').notNull().default(false),
    amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
    rules: text('rules').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    /** storage key of the cover image (upload kind propertyImage) */
    coverImage: text('cover_image'),
    /** the UPI ID (VPA) rent is paid to, e.g. sunrisepg@okaxis; '' when the property takes no UPI */
    upiId: text('upi_id').notNull().default(''),
    /** days from an invoice's date to its due date (DESIGN §5 billing: 5 unless the property sets another) */
    invoiceDueDays: integer('invoice_due_days').notNull().default(5),
    /** days of notice a tenant owes before moving out (issue 24) */
    noticePeriodDays: integer('notice_period_days').notNull().default(30),
    /** days after the move-out by which the deposit is refunded (issue 24) */
    refundPeriodDays: integer('refund_period_days').notNull().default(15),
    /** the leave-and-licence clauses with {{placeholders}} (issue 24); '' means the standard text */
    agreementText: text('agreement_text').notNull().default(''),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('properties_active_created_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** Which managers look after which property; a manager's scope is the properties listed here. */
export const propertyManagers = pgTable(
  'property_managers',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.userId] }),
    index('property_managers_user_idx').on(table.userId),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
