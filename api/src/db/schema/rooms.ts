// Rooms, their beds, and the history of who slept where (bed assignments).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import type { Amenity } from '@pgportal/contracts/types';
import { properties } from './properties';

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    roomNumber: text('room_number').notNull(),
    /** 0 is the ground floor */
    floor: integer('floor').notNull(),
    /** SPEC §5: 1 to 10; creating a room makes this many beds */
    bedCapacity: integer('bed_capacity').notNull(),
    /** storage key of the room image (upload kind roomImage) */
    roomImage: text('room_image'),
    amenities: jsonb('amenities').$type<Amenity[]>().notNull().default([]),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('rooms_property_number_active_unique')
      .on(table.propertyId, table.roomNumber)
      .where(sql`${table.deletedAt} is null`),
    index('rooms_property_idx').on(table.propertyId),
  ],
);

export const beds = pgTable(
  'beds',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    bedNumber: integer('bed_number').notNull(),
    /** the tenant on the bed now; the open bed assignment holds the same tenant */
    occupantId: uuid('occupant_id').references((): AnyPgColumn => tenants.id),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('beds_room_idx').on(table.roomId),
    /** one tenant on at most one bed */
    uniqueIndex('beds_occupant_unique')
      .on(table.occupantId)
      .where(sql`${table.occupantId} is not null`),
  ],
);

/**
 * Who was on which bed, from when to when, at what rent (money in paise). An assignment is open
 * while endDate is null; at most one open assignment per bed and per tenant (the race guards).
 */
export const bedAssignments = pgTable(
  'bed_assignments',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    bedId: uuid('bed_id')
      .notNull()
      .references(() => beds.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** YYYY-MM-DD in Asia/Kolkata; also the tenant's billing day */
    startDate: date('start_date').notNull(),
    /**
     * The first day of the tenant's billing periods, YYYY-MM-DD: its day of the month is the
     * billing day. The assignment's startDate, or after a move the original move-in day, so that
     * billing goes on as before (null on rows written before moves: startDate).
     */
    billingStart: date('billing_start'),
    endDate: date('end_date'),
    rentPaise: bigint('rent_paise', { mode: 'number' }).notNull(),
    mealIncluded: boolean('meal_included').notNull().default(false),
    mealCostPaise: bigint('meal_cost_paise', { mode: 'number' }).notNull().default(0),
    advancePaise: bigint('advance_paise', { mode: 'number' }).notNull().default(0),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bed_assignments_open_bed_unique')
      .on(table.bedId)
      .where(sql`${table.endDate} is null`),
    uniqueIndex('bed_assignments_open_tenant_unique')
      .on(table.tenantId)
      .where(sql`${table.endDate} is null`),
    index('bed_assignments_property_idx').on(table.propertyId),
    /** the report's admissions and move-outs per month (issue 26), and its move probe by tenant */
    index('bed_assignments_property_start_idx').on(table.propertyId, table.startDate),
    index('bed_assignments_property_end_idx').on(table.propertyId, table.endDate),
    index('bed_assignments_tenant_idx').on(table.tenantId),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
export type BedRow = typeof beds.$inferSelect;
export type BedAssignmentRow = typeof bedAssignments.$inferSelect;
