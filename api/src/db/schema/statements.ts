// Bank statement import (issue 23): each credit read from an uploaded statement becomes a line in
// the reconciliation queue, and the column mapping a property's staff confirmed is kept for the next file.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STATEMENT_LINE_STATUSES } from '@pgportal/contracts/enums';
import { transferKeyOf } from '../transfer-key';
import { createdAt, id } from './columns';
import { invoices, payments } from './billing';
import { tenants, users } from './identity';
import { properties } from './properties';

export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    /** the line of the uploaded file it came from (1 = the header) */
    lineNumber: integer('line_number').notNull(),
    /** YYYY-MM-DD: the transaction's date on the statement */
    statementDate: date('statement_date').notNull(),
    narration: text('narration').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** the UTR / cheque number; null when the statement gives none */
    reference: text('reference'),
    /** 1 for a credit; 2, 3… for what it paid next or left over after paying invoices in full */
    part: integer('part').notNull().default(1),
    /** date, amount and narration (and its occurrence that day): how a credit with no UTR is known again */
    fingerprint: text('fingerprint'),
    /** the balance after the line, where the bank prints one */
    balancePaise: bigint('balance_paise', { mode: 'number' }),
    status: text('status', { enum: STATEMENT_LINE_STATUSES }).notNull(),
    /** MATCHED: the invoice paid; SUGGESTED: the invoice the credit seems to pay */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    /** a credit enters the queue once, however often its statement is imported */
    uniqueIndex('statement_lines_property_reference_unique')
      .on(table.propertyId, table.reference, table.part)
      .where(sql`${table.reference} is not null`),
    index('statement_lines_property_status_idx').on(table.propertyId, table.status, table.statementDate),
    /** duplicates are found by the reference without its leading zeros, and by the fingerprint */
    index('statement_lines_property_reference_key_idx').on(table.propertyId, transferKeyOf(table.reference)),
    index('statement_lines_property_fingerprint_idx').on(table.propertyId, table.fingerprint),
    /** is a payment a statement line's (a keyless credit by hand is looked for among the others) */
    index('statement_lines_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null`),
  ],
);

/** The statement's header names a property's staff confirmed for each column. */
export const statementMappings = pgTable('statement_mappings', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id),
  dateColumn: text('date_column').notNull(),
  narrationColumn: text('narration_column').notNull(),
  creditColumn: text('credit_column').notNull(),
  referenceColumn: text('reference_column'),
  // Withdrawal, Dr / Cr and balance columns (statement layouts): null for mappings kept before them.
  debitColumn: text('debit_column'),
  indicatorColumn: text('indicator_column'),
  balanceColumn: text('balance_column'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StatementLineRow = typeof statementLines.$inferSelect;
export type StatementMappingRow = typeof statementMappings.$inferSelect;
