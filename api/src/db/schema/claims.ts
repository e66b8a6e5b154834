// Payment claims: a tenant's 'I have paid' with the UPI reference (UTR) of their transfer, waiting
// for staff to confirm it (a payment in the ledger) or reject it (with a reason the tenant sees).
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_CLAIM_STATUSES } from '@pgportal/contracts/enums';
import { transferKeyOf } from '../transfer-key';
import { createdAt, id } from './columns';
import { invoices, payments } from './billing';
import { tenants, users } from './identity';
import { properties } from './properties';

export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** the 12-digit UPI transaction reference the tenant's app shows */
    utr: text('utr').notNull(),
    /** what the tenant paid: the invoice's outstanding amount when they claimed */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** the day in India they claimed: the confirmed payment's paidAt */
    claimedOn: date('claimed_on').notNull(),
    /** an optional screenshot of the payment (a private paymentScreenshot file) */
    screenshot: text('screenshot'),
    status: text('status', { enum: PAYMENT_CLAIM_STATUSES }).notNull().default('OPEN'),
    /** why staff rejected it (shown to the tenant) */
    reason: text('reason').notNull().default(''),
    /** the ledger entry a confirmation recorded */
    paymentId: uuid('payment_id').references(() => payments.id),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    /** one claim waiting per invoice */
    uniqueIndex('payment_claims_open_invoice_unique')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'OPEN'`),
    /** a UTR claims an invoice once (a rejected claim may be made again) */
    uniqueIndex('payment_claims_invoice_utr_unique')
      .on(table.invoiceId, table.utr)
      .where(sql`${table.status} <> 'REJECTED'`),
    /** reconciliation (issue 23) finds claims by the UTR on a bank statement */
    index('payment_claims_utr_idx').on(table.utr),
    index('payment_claims_property_utr_key_idx').on(table.propertyId, transferKeyOf(table.utr)),
    index('payment_claims_property_status_idx').on(table.propertyId, table.status),
  ],
);

export type PaymentClaimRow = typeof paymentClaims.$inferSelect;
