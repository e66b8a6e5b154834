// Maintained totals: figures that lists and the dashboard read at every visit, kept equal to their
// rows by statement triggers (migration 0006), so no request counts or sums 100,000 rows. The
// application never writes these tables; tests compare them with a fresh count after every change.
import { bigint, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/** Tenants of no property are counted under this key (an admin's scope includes them). */
export const NO_PROPERTY_KEY = '00000000-0000-0000-0000-000000000000';

/** Live (not deleted) tenants per property, and how many of them are on a bed. */
export const tenantCounts = pgTable('tenant_counts', {
  /** the tenants' property_id, or NO_PROPERTY_KEY */
  propertyId: uuid('property_id').primaryKey(),
  live: integer('live').notNull().default(0),
  assigned: integer('assigned').notNull().default(0),
});

/**
 * Per property: its live rooms and beds (a room's removal removes its beds), the occupied beds, and
 * what is outstanding on its invoices (total − paid of those not PAID).
 */
export const propertyTotals = pgTable('property_totals', {
  propertyId: uuid('property_id').primaryKey(),
  /** kept by the rooms' triggers (migration property-room-totals, issue 28) */
  totalRooms: integer('total_rooms').notNull().default(0),
  totalBeds: integer('total_beds').notNull().default(0),
  occupiedBeds: integer('occupied_beds').notNull().default(0),
  outstandingPaise: bigint('outstanding_paise', { mode: 'number' }).notNull().default(0),
  /** what waits for the property's staff, kept by their tables' triggers (migration overview-kept-figures) */
  complaintsOpen: integer('complaints_open').notNull().default(0),
  claimsOpen: integer('claims_open').notNull().default(0),
  statementLinesToReview: integer('statement_lines_to_review').notNull().default(0),
  noticesGiven: integer('notices_given').notNull().default(0),
  exitDisputes: integer('exit_disputes').notNull().default(0),
});

/**
 * Per property and due date: what is still owed on its invoices due that day (rows that reach 0
 * are removed), so the overdue money on any day sums a few rows per property instead of its invoices.
 */
export const propertyDuesByDate = pgTable(
  'property_dues_by_date',
  {
    propertyId: uuid('property_id').notNull(),
    dueDate: date('due_date').notNull(),
    owedPaise: bigint('owed_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.dueDate] })],
);

/** Per property and calendar month: the sum of the payments ledger's entries paid in it. */
export const propertyCollections = pgTable(
  'property_collections',
  {
    propertyId: uuid('property_id').notNull(),
    /** the first day of the month */
    month: date('month').notNull(),
    collectedPaise: bigint('collected_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.month] }),
    /** the Properties overview reads one month of every property in scope */
    index('property_collections_month_idx').on(table.month, table.propertyId),
  ],
);
