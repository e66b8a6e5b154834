// Expenses of a property (issue 26): what the property paid out, by category, with an optional
// bill (a private file, like legal documents). A recurring expense is a template the billing job
// turns into one expense per month on its day. Money in paise.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EXPENSE_CATEGORIES, PAYMENT_MODES } from '@pgportal/contracts/enums';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { users } from './identity';
import { properties } from './properties';

/** A monthly expense (salaries, lease): the billing job writes its expense on dayOfMonth, once a month. */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** 1–28, so every month has the day */
    dayOfMonth: integer('day_of_month').notNull(),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull(),
    paidTo: text('paid_to').notNull(),
    note: text('note'),
    /** YYYY-MM-DD: the first day an expense may be written for */
    startsOn: date('starts_on').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    index('recurring_expenses_property_idx').on(table.propertyId),
    check('recurring_expenses_amount_positive', sql`${table.amountPaise} > 0`),
    check('recurring_expenses_day_range', sql`${table.dayOfMonth} between 1 and 28`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD in Asia/Kolkata: the day it was paid */
    spentOn: date('spent_on').notNull(),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull(),
    paidTo: text('paid_to').notNull(),
    note: text('note'),
    /** storage key of the bill (private), its original name and type */
    billKey: text('bill_key'),
    billName: text('bill_name'),
    billType: text('bill_type'),
    /** the template that wrote it, and for which month (YYYY-MM): one expense per template and month */
    recurringId: uuid('recurring_id').references(() => recurringExpenses.id),
    recurringMonth: text('recurring_month'),
    /** the meter reading whose unbilled electricity it records (issue 25: no one stayed) */
    meterReadingId: uuid('meter_reading_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (table) => [
    index('expenses_property_month_idx').on(table.propertyId, table.spentOn),
    uniqueIndex('expenses_recurring_month_unique').on(table.recurringId, table.recurringMonth),
    uniqueIndex('expenses_meter_reading_unique').on(table.meterReadingId),
    check('expenses_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

export type ExpenseRow = typeof expenses.$inferSelect;
export type RecurringExpenseRow = typeof recurringExpenses.$inferSelect;
