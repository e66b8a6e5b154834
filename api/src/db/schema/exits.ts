// Exit statements (issue 24): what a leaving tenant gets back from their deposit, or still owes.
// Every version staff save is kept with its deductions and their photos; rows are never deleted.
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EXIT_STATEMENT_STATUSES, PAYMENT_MODES } from '@pgportal/contracts/enums';
import { createdAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import { tenantNotices } from './notices';
import { properties } from './properties';

/** What the statement showed when it was settled: the invoices then outstanding, in paise. */
export interface SettledOutstanding {
  id: string;
  invoiceId: string;
  type: string;
  periodStart: string;
  periodEnd: string;
  totalPaise: number;
  paidPaise: number;
}

/**
 * The figures of a statement as one version showed them (exits/figures.ts), in paise: the deposit,
 * the invoices outstanding, the rent still to be billed up to the move-out day (projected, as the
 * billing job will bill it), the pending charges and credits, the deductions and the refund.
 */
export interface StatementFiguresRow {
  depositPaise: number;
  dues: SettledOutstanding[];
  projected: Array<{ periodStart: string; periodEnd: string; description: string; amountPaise: number }>;
  pending: Array<{ id: string; kind: string; description: string; amountPaise: number }>;
  deductionsPaise: number;
  refundPaise: number;
}

/** One statement per tenant; its status follows the latest version. */
export const exitStatements = pgTable(
  'exit_statements',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    noticeId: uuid('notice_id').references(() => tenantNotices.id),
    status: text('status', { enum: EXIT_STATEMENT_STATUSES }).notNull().default('DRAFT'),
    /** the number of the latest version */
    version: integer('version').notNull().default(1),
    moveOutDate: date('move_out_date').notNull(),
    /** moveOutDate + the property's refund period */
    refundDueDate: date('refund_due_date').notNull(),
    /** when the billing job mailed staff the day before refundDueDate (once) */
    deadlineMailedAt: timestamp('deadline_mailed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    /** at settling: the deposit held, the dues and the refund (negative: what the tenant owed) */
    settledDepositPaise: bigint('settled_deposit_paise', { mode: 'number' }),
    settledRefundPaise: bigint('settled_refund_paise', { mode: 'number' }),
    settledOutstanding: jsonb('settled_outstanding').$type<SettledOutstanding[]>(),
    refundMode: text('refund_mode', { enum: PAYMENT_MODES }),
    refundPaidAt: date('refund_paid_at'),
    refundReference: text('refund_reference'),
    /** staff chose to settle before the move-out date: the day they chose it and who (issue 41) */
    earlySettleOn: date('early_settle_on'),
    earlySettleBy: uuid('early_settle_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('exit_statements_tenant_unique').on(table.tenantId),
    /** "Refunds due": a property's statements not settled, by deadline */
    index('exit_statements_due_idx')
      .on(table.propertyId, table.refundDueDate)
      .where(sql`${table.status} <> 'SETTLED'`),
  ],
);

/** A saved version: its deductions, and, once sent, the tenant's answer and comment. */
export const exitStatementVersions = pgTable(
  'exit_statement_versions',
  {
    id: id(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => exitStatements.id),
    number: integer('number').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** ACCEPTED or DISPUTED: the tenant's answer to this version */
    response: text('response', { enum: ['ACCEPTED', 'DISPUTED'] }),
    comment: text('comment'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** the figures this version showed when it was sent: a later change to them reopens it (issue 41) */
    figures: jsonb('figures').$type<StatementFiguresRow>(),
    /** sent again by the server because its figures changed after it was sent */
    reopened: boolean('reopened').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('exit_statement_versions_number_unique').on(table.statementId, table.number)],
);

export const exitDeductions = pgTable(
  'exit_deductions',
  {
    id: id(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => exitStatementVersions.id),
    position: integer('position').notNull(),
    reason: text('reason').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [index('exit_deductions_version_idx').on(table.versionId, table.position)],
);

/** A deduction's evidence: a private upload; a photo kept into a new version is a new row, same key. */
export const exitDeductionPhotos = pgTable(
  'exit_deduction_photos',
  {
    id: id(),
    deductionId: uuid('deduction_id')
      .notNull()
      .references(() => exitDeductions.id),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
  },
  (table) => [
    index('exit_deduction_photos_deduction_idx').on(table.deductionId, table.position),
    index('exit_deduction_photos_key_idx').on(table.fileKey),
  ],
);

export type ExitStatementRow = typeof exitStatements.$inferSelect;
export type ExitStatementVersionRow = typeof exitStatementVersions.$inferSelect;
