// What is waiting for staff (issue 42): claims to confirm, statement lines to review, notices
// tenants gave this week, disputed exit statements, complaints pending for more than a day and
// invoices that became overdue today, Form III reports and police verifications not yet filed (issue 45), of the current
// property or of every property in the scope.
// One query a kind: its oldest rows (at most ITEMS_PER_KIND) and, beside each, the kind's exact count.
import { and, asc, eq, gte, inArray, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { WaitingAnswer, WaitingItemAnswer, WaitingKind } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import {
  complaints,
  exitStatements,
  invoices,
  paymentClaims,
  properties,
  statementLines,
  tenantNotices,
  tenants,
} from '../../db/schema';
import type { AccessScope } from '../access';
import { plusDays } from '../calendar';
import { toRupees } from '../money';
import { owesSql } from '../payments/status';
import { KYC_QUERIES } from './kyc-queries';
import { ITEMS_PER_KIND, total, type Query, type Row } from './rows';

export { ITEMS_PER_KIND };

/** A notice a tenant gave waits this many days for staff to see it. */
export const NOTICE_WAITS_DAYS = 7;
const DAY_MS = 86_400_000;

export type WaitingScope = 'current' | 'all';

/** The condition on a property column: the current property, or every one in scope; null: none. */
function propertiesOf(scope: AccessScope, which: WaitingScope): ((column: AnyColumn) => SQL) | null {
  if (which === 'all') return (column) => scope.propertyFilter(column);
  const current = scope.currentPropertyId;
  if (!current || !scope.includes(current)) return null;
  return (column) => eq(column, current);
}

const asTime = (at: Date | string) =>
  (at instanceof Date ? at : new Date(`${at}T00:00:00+05:30`)).toISOString();

function present(kind: WaitingKind, row: Row): WaitingItemAnswer {
  return {
    kind,
    _id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    tenantId: row.tenantId,
    tenantName: row.tenantName,
    at: asTime(row.at),
    amount: row.amountPaise === null ? null : toRupees(Number(row.amountPaise)),
    reference: row.reference,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
  };
}

const QUERIES: Record<WaitingKind, Query> = {
  CLAIM: (db, inScope) =>
    db
      .select({
        id: paymentClaims.id,
        propertyId: paymentClaims.propertyId,
        propertyName: properties.name,
        tenantId: paymentClaims.tenantId,
        tenantName: tenants.fullName,
        at: paymentClaims.createdAt,
        amountPaise: paymentClaims.amountPaise,
        reference: paymentClaims.utr,
        invoiceId: paymentClaims.invoiceId,
        invoiceNumber: invoices.invoiceId,
        total,
      })
      .from(paymentClaims)
      .innerJoin(properties, eq(properties.id, paymentClaims.propertyId))
      .innerJoin(tenants, eq(tenants.id, paymentClaims.tenantId))
      .innerJoin(invoices, eq(invoices.id, paymentClaims.invoiceId))
      .where(and(inScope(paymentClaims.propertyId), eq(paymentClaims.status, 'OPEN')))
      .orderBy(asc(paymentClaims.createdAt), asc(paymentClaims.id))
      .limit(ITEMS_PER_KIND),
  STATEMENT_LINE: (db, inScope) =>
    db
      .select({
        id: statementLines.id,
        propertyId: statementLines.propertyId,
        propertyName: properties.name,
        tenantId: statementLines.tenantId,
        tenantName: tenants.fullName,
        at: statementLines.createdAt,
        amountPaise: statementLines.amountPaise,
        reference: sql<string>`coalesce(${statementLines.reference}, ${statementLines.narration})`,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(statementLines)
      .innerJoin(properties, eq(properties.id, statementLines.propertyId))
      .leftJoin(tenants, eq(tenants.id, statementLines.tenantId))
      .where(
        and(inScope(statementLines.propertyId), inArray(statementLines.status, ['UNMATCHED', 'SUGGESTED'])),
      )
      .orderBy(asc(statementLines.statementDate), asc(statementLines.id))
      .limit(ITEMS_PER_KIND),
  NOTICE: (db, inScope, _today, now) =>
    db
      .select({
        id: tenantNotices.id,
        propertyId: tenantNotices.propertyId,
        propertyName: properties.name,
        tenantId: tenantNotices.tenantId,
        tenantName: tenants.fullName,
        at: tenantNotices.createdAt,
        amountPaise: sql<null>`null`,
        reference: sql<string>`${tenantNotices.moveOutDate}::text`,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(tenantNotices)
      .innerJoin(properties, eq(properties.id, tenantNotices.propertyId))
      .innerJoin(tenants, eq(tenants.id, tenantNotices.tenantId))
      .where(
        and(
          inScope(tenantNotices.propertyId),
          eq(tenantNotices.givenBy, 'TENANT'),
          isNull(tenantNotices.withdrawnAt),
          isNull(tenantNotices.completedAt),
          gte(tenantNotices.createdAt, new Date(now.getTime() - NOTICE_WAITS_DAYS * DAY_MS)),
        ),
      )
      .orderBy(asc(tenantNotices.createdAt), asc(tenantNotices.id))
      .limit(ITEMS_PER_KIND),
  EXIT_DISPUTE: (db, inScope) =>
    db
      .select({
        id: exitStatements.id,
        propertyId: exitStatements.propertyId,
        propertyName: properties.name,
        tenantId: exitStatements.tenantId,
        tenantName: tenants.fullName,
        at: exitStatements.updatedAt,
        amountPaise: sql<null>`null`,
        reference: sql<string | null>`null`,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(exitStatements)
      .innerJoin(properties, eq(properties.id, exitStatements.propertyId))
      .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
      .where(and(inScope(exitStatements.propertyId), eq(exitStatements.status, 'DISPUTED')))
      .orderBy(asc(exitStatements.updatedAt), asc(exitStatements.id))
      .limit(ITEMS_PER_KIND),
  COMPLAINT: (db, inScope, _today, now) =>
    db
      .select({
        id: complaints.id,
        propertyId: complaints.propertyId,
        propertyName: properties.name,
        tenantId: complaints.tenantId,
        tenantName: tenants.fullName,
        at: complaints.createdAt,
        amountPaise: sql<null>`null`,
        reference: complaints.issue,
        invoiceId: sql<string | null>`null`,
        invoiceNumber: sql<string | null>`null`,
        total,
      })
      .from(complaints)
      .innerJoin(properties, eq(properties.id, complaints.propertyId))
      .innerJoin(tenants, eq(tenants.id, complaints.tenantId))
      .where(
        and(
          inScope(complaints.propertyId),
          eq(complaints.status, 'PENDING'),
          isNull(complaints.deletedAt),
          lt(complaints.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(complaints.createdAt), asc(complaints.id))
      .limit(ITEMS_PER_KIND),
  // Overdue from today: due yesterday (the status rule's OVERDUE starts the day after the due date).
  OVERDUE: (db, inScope, today) =>
    db
      .select({
        id: invoices.id,
        propertyId: invoices.propertyId,
        propertyName: properties.name,
        tenantId: invoices.tenantId,
        tenantName: tenants.fullName,
        at: invoices.dueDate,
        amountPaise: sql<string>`${invoices.totalPaise} - ${invoices.paidPaise}`,
        reference: invoices.invoiceId,
        invoiceId: invoices.id,
        invoiceNumber: invoices.invoiceId,
        total,
      })
      .from(invoices)
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .innerJoin(tenants, eq(tenants.id, invoices.tenantId))
      .where(and(inScope(invoices.propertyId), owesSql(), eq(invoices.dueDate, plusDays(today, -1))))
      .orderBy(asc(tenants.fullName), asc(invoices.id))
      .limit(ITEMS_PER_KIND),
  ...KYC_QUERIES,
};

const COUNT_OF: Record<WaitingKind, keyof Omit<WaitingAnswer['counts'], 'total'>> = {
  CLAIM: 'claims',
  STATEMENT_LINE: 'statementLines',
  NOTICE: 'notices',
  EXIT_DISPUTE: 'exitDisputes',
  COMPLAINT: 'complaints',
  OVERDUE: 'overdue',
  FORM3: 'form3',
  POLICE: 'police',
};

/** GET /waiting/: what waits in the current property (or every one in scope), with exact counts. */
export async function listWaiting(
  db: Executor,
  scope: AccessScope,
  which: WaitingScope,
  today: string,
  now = new Date(),
): Promise<WaitingAnswer> {
  const counts = {
    claims: 0,
    statementLines: 0,
    notices: 0,
    exitDisputes: 0,
    complaints: 0,
    overdue: 0,
    form3: 0,
    police: 0,
    total: 0,
  };
  const items: WaitingItemAnswer[] = [];
  const inScope = propertiesOf(scope, which);
  if (inScope) {
    // one after another: PGlite runs one query at a time anyway
    for (const kind of Object.keys(QUERIES) as WaitingKind[]) {
      const rows = await QUERIES[kind](db, inScope, today, now);
      const count = Number(rows[0]?.total ?? 0);
      counts[COUNT_OF[kind]] = count;
      counts.total += count;
      items.push(...rows.map((row) => present(kind, row)));
    }
  }
  return { scope: which, counts, items };
}
