// Invoice lines and pending charges (issue 23). An invoice's total_paise is the sum of its lines,
// written in the transaction that writes them. Money in paise; negative for a credit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INVOICE_LINE_KINDS } from '@pgportal/contracts/enums';
import { createdAt, id } from './columns';
import { invoices } from './billing';
import { tenants, users } from './identity';

/**
 * A charge or credit waiting for the tenant's next RENT invoice, which takes it as a line (invoiceId
 * names that invoice; set once, in the issuing transaction). A credit larger than the invoice is
 * split: the billed part here, a new pending charge for the rest.
 */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('charges_tenant_idx').on(table.tenantId, table.createdAt),
    index('charges_pending_idx')
      .on(table.tenantId)
      .where(sql`${table.invoiceId} is null`),
  ],
);

/** What an invoice is made of, in order (position). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** the charge this line bills, if any: each charge is billed at most once */
    chargeId: uuid('charge_id').references((): AnyPgColumn => charges.id),
    /** a LATE_FEE line of the billing job: which step of the property's policy (1: the first day) */
    lateFeeStep: integer('late_fee_step'),
  },
  (table) => [
    /** each step of a late-fee policy is charged to an invoice once, however often the job runs */
    uniqueIndex('invoice_lines_late_fee_step_unique')
      .on(table.invoiceId, table.lateFeeStep)
      .where(sql`${table.lateFeeStep} is not null`),
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    uniqueIndex('invoice_lines_charge_unique')
      .on(table.chargeId)
      .where(sql`${table.chargeId} is not null`),
  ],
);

/**
 * A waived late fee: the fee line, the negative LATE_FEE line that takes it off the invoice's
 * total, who waived it, when and why. The fee line is the key: a fee is waived once.
 */
export const lateFeeWaivers = pgTable(
  'late_fee_waivers',
  {
    lineId: uuid('line_id')
      .primaryKey()
      .references(() => invoiceLines.id),
    creditLineId: uuid('credit_line_id')
      .notNull()
      .references(() => invoiceLines.id),
    reason: text('reason').notNull(),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('late_fee_waivers_credit_unique').on(table.creditLineId),
    check('late_fee_waivers_reason_present', sql`length(${table.reason}) > 0`),
    /** the billing job credits the GST of the fees waived lately (services/taxes/gst-fee-notes.ts) */
    index('late_fee_waivers_waived_at_idx').on(table.waivedAt),
  ],
);

export type ChargeRow = typeof charges.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
