// Invoices and the payments ledger. Money is integer paise, never floating point.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_MODES } from '@pgportal/contracts/enums';
import { transferKeyOfLedger } from '../transfer-key';
import { createdAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import { properties } from './properties';
import { bedAssignments } from './rooms';

/** The last invoice number issued in each year: INV-{year}-{number, 6 digits}. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** The last receipt number issued in each year: RCP-{year}-{number, 6 digits} (issue 23). */
export const receiptSequences = pgTable('receipt_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** human-readable and unique, e.g. INV-2026-000123 */
    invoiceId: text('invoice_id').notNull(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    assignmentId: uuid('assignment_id').references((): AnyPgColumn => bedAssignments.id),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    /** RENT: the month billed, [periodStart, periodEnd]; ADVANCE: the assignment day for both */
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** the sum of the invoice's payments (reversals included), kept with every ledger entry */
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    /** follows from paidPaise and the dates; kept so lists can filter by it */
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('UNPAID'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('invoices_invoice_id_unique').on(table.invoiceId),
    /** one RENT invoice per tenant and period, however often the billing job runs */
    uniqueIndex('invoices_tenant_period_unique')
      .on(table.tenantId, table.type, table.periodStart)
      .where(sql`${table.type} = 'RENT'`),
    index('invoices_tenant_idx').on(table.tenantId, table.invoiceDate),
    index('invoices_property_status_idx').on(table.propertyId, table.status),
    /** the report's invoiced amount per month (issue 26): an index-only sum by invoice date */
    /** the invoices CSV of every property, read a page at a time in this order (issue 26) */
    index('invoices_date_id_idx').on(table.invoiceDate, table.id),
    index('invoices_property_date_idx').on(table.propertyId, table.invoiceDate, table.totalPaise),
    /** GET /stats/ dueAmount: an index-only sum over a property's invoices with something outstanding */
    index('invoices_property_outstanding_idx')
      .on(table.propertyId, table.totalPaise, table.paidPaise)
      .where(sql`${table.status} <> 'PAID'`),
    /** the tenants list's due amount and Overdue mark: an index-only probe of a tenant's outstanding invoices */
    index('invoices_tenant_outstanding_idx')
      .on(table.tenantId, table.dueDate, table.totalPaise, table.paidPaise)
      .where(sql`${table.status} <> 'PAID'`),
    /**
     * The Dues page, oldest debt first: a property's outstanding invoices in due-date order (each
     * probed for an older one of its tenant), and its overdue amount as an index-only sum.
     */
    index('invoices_property_due_idx')
      .on(table.propertyId, table.dueDate, table.tenantId, table.totalPaise, table.paidPaise)
      .where(sql`${table.status} <> 'PAID'`),
  ],
);

/**
 * The payments ledger: entries are never changed or deleted. A reversal is an entry with a
 * negative amount that names the payment it reverses.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull(),
    /** YYYY-MM-DD: not in the future, not before the invoice date */
    paidAt: date('paid_at').notNull(),
    reversesPaymentId: uuid('reverses_payment_id').references((): AnyPgColumn => payments.id),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** the transfer's reference, e.g. the UPI UTR of a confirmed claim */
    reference: text('reference'),
    /** the receipt's number, e.g. RCP-2026-000123: a payment's once made, never changed; a reversal has none */
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_receipt_number_unique').on(table.receiptNumber),
    index('payments_invoice_idx').on(table.invoiceId),
    /** GET /stats/ collectedAmount: an index-only sum over a property's payments of one month */
    index('payments_property_paid_at_idx').on(table.propertyId, table.paidAt, table.amountPaise),
    /** the payments CSV of every property, read a page at a time in this order (issue 26) */
    index('payments_paid_at_id_idx').on(table.paidAt, table.id),
    uniqueIndex('payments_reverses_unique')
      .on(table.reversesPaymentId)
      .where(sql`${table.reversesPaymentId} is not null`),
    /** a transfer's reference (UTR, cheque number) is recorded once per property (issue 23) */
    uniqueIndex('payments_property_reference_unique')
      .on(table.propertyId, table.reference)
      .where(sql`${table.reference} is not null`),
    /** the same transfer however its reference was written: leading zeros and a `/2` part dropped (issue 39) */
    index('payments_property_reference_key_idx')
      .on(table.propertyId, transferKeyOfLedger(table.reference))
      .where(sql`${table.reference} is not null`),
  ],
);

/** Reminder mails sent, each once per invoice and kind. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind', { enum: ['ISSUED', 'DUE_SOON', 'OVERDUE'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.kind] })],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
