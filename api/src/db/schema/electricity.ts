// Electricity by meter (issue 25): a room's meter readings and, for each reading after the first,
// the shares of the period it closes. Money in paise; readings in whole units (kWh).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import { charges } from './lines';
import { properties } from './properties';
import { rooms } from './rooms';

/**
 * One reading of a room's meter. A reading after the first closes a period (the day after the
 * previous reading to its own day): units, the rate then, the cost, and the part of the cost nobody
 * stayed for (unbilled: it stays with the property) are kept with it. Null for a room's first reading.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** YYYY-MM-DD in Asia/Kolkata */
    readingDate: date('reading_date').notNull(),
    reading: bigint('reading', { mode: 'number' }).notNull(),
    /** storage key of the meter photo (upload kind meterPhoto, private) */
    photo: text('photo'),
    /** the previous reading (null for the room's first): the period starts the day after its date */
    previousId: uuid('previous_id'),
    units: integer('units'),
    ratePaise: bigint('rate_paise', { mode: 'number' }),
    costPaise: bigint('cost_paise', { mode: 'number' }),
    /** the cost no one stayed for: recorded as unbilled (there is no expenses ledger yet) */
    unbilledPaise: bigint('unbilled_paise', { mode: 'number' }).notNull().default(0),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('meter_readings_room_date_unique').on(table.roomId, table.readingDate),
    index('meter_readings_property_idx').on(table.propertyId),
  ],
);

/** A tenant's part of a period's cost, by their days in the room; its pending ELECTRICITY charge. */
export const electricityShares = pgTable(
  'electricity_shares',
  {
    id: id(),
    readingId: uuid('reading_id')
      .notNull()
      .references(() => meterReadings.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    days: integer('days').notNull(),
    sharePaise: bigint('share_paise', { mode: 'number' }).notNull(),
    /** null once staff removed the pending charge (charges route) */
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('electricity_shares_reading_tenant_unique').on(table.readingId, table.tenantId),
    index('electricity_shares_tenant_idx').on(table.tenantId),
    index('electricity_shares_charge_idx')
      .on(table.chargeId)
      .where(sql`${table.chargeId} is not null`),
  ],
);

export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type ElectricityShareRow = typeof electricityShares.$inferSelect;
