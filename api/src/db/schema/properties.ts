// Properties and the managers assigned to them: what every caller's access scope is made of.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GENDER_TYPES, LATE_FEE_POLICIES, PROPERTY_TYPES } from '@pgportal/contracts/enums';
import type { Address, Amenity } from '@pgportal/contracts/types';
import type { TallyLedgers } from '@pgportal/contracts/schemas';
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
    /** HH:MM, Asia/Kolkata: a tenant marks a day away (or withdraws) before this time the day before (issue 25) */
    mealOptOutCutoff: text('meal_opt_out_cutoff').notNull().default('21:00'),
    /** the fewest consecutive days away that earn a meal credit (issue 25) */
    mealCreditMinDays: integer('meal_credit_min_days').notNull().default(3),
    /** ₹ per unit of electricity, in paise (issue 25); 0 until the property sets one */
    electricityRatePaise: bigint('electricity_rate_paise', { mode: 'number' }).notNull().default(0),
    /** whether each room has its own meter: staff record readings per room (issue 25) */
    roomsHaveMeters: boolean('rooms_have_meters').notNull().default(false),
    /** the late fee an overdue invoice takes (issue 23, billing/late-fees.ts): NONE, FLAT once, or PER_DAY */
    lateFeePolicy: text('late_fee_policy', { enum: LATE_FEE_POLICIES }).notNull().default('NONE'),
    /** FLAT: the fee; PER_DAY: the fee per day (0 with NONE) */
    lateFeeAmountPaise: bigint('late_fee_amount_paise', { mode: 'number' }).notNull().default(0),
    /** days after the due date before the first fee */
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(0),
    /** PER_DAY: the most one invoice is charged in late fees (0 otherwise) */
    lateFeeCapPaise: bigint('late_fee_cap_paise', { mode: 'number' }).notNull().default(0),
    /** the day (Asia/Kolkata) the policy was last set: steps falling due before it are not charged */
    lateFeeSince: date('late_fee_since'),
    /** the leave-and-licence clauses with {{placeholders}} (issue 24); '' means the standard text */
    agreementText: text('agreement_text').notNull().default(''),
    /** the landlord's PAN (AAAAA9999A) printed on HRA rent receipts past the threshold (issue 44); '' when not given */
    landlordPan: text('landlord_pan').notNull().default(''),
    /** the property's GSTIN (issue 44, docs/taxes.md); '' when not registered: invoices then carry no GST */
    gstin: text('gstin').notNull().default(''),
    /** the legal name registered with the GSTIN, printed on tax invoices */
    gstLegalName: text('gst_legal_name').notNull().default(''),
    /** the ledger names of the Tally export (issue 44): only those staff set; the rest are the defaults */
    tallyLedgers: jsonb('tally_ledgers').$type<Partial<TallyLedgers>>().notNull().default({}),
    /** days after a tenant moved out and was settled before their ID data, documents and photos are erased (issue 45) */
    retentionDays: integer('retention_days').notNull().default(365),
    /** the state's GST code ('07' Delhi…) for its police verification form (issue 45); '' reads it from the GSTIN or PIN code */
    state: text('state').notNull().default(''),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('properties_active_created_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    /**
     * GET /room/'s order (property name, then floor and number): a page walks the properties in
     * name order and sorts only their few rooms (an incremental sort), not all 5,000 (issue 28)
     */
    index('properties_name_live_idx')
      .on(table.name, table.id)
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
