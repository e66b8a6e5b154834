// Reading the audit log (issue 26): GET /audit/ for admins within their scope, and one tenant's
// entries (GET /tenant/{tenantId}/history) for staff in scope of the tenant. Newest first, paged
// by number or by key (`after`, issue 43); each entry joined to its actor's name and e-mail.
import { and, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AuditListAnswer } from '@pgportal/contracts/responses';
import {
  DEFAULT_PAGE_LIMIT,
  type AuditQuery,
  type PageQuery,
  type TenantHistoryQuery,
} from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { paginationOf } from '../../db/paginate';
import { auditLog, properties, tenants, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { TIME_ZONE } from '../calendar';
import { presentAuditRow } from './present';

/** Midnight starting a YYYY-MM-DD day in India, as a timestamptz the index can range over. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TIME_ZONE})`;

/**
 * The audit log's total is exact up to this many entries past the start of the page asked for,
 * else marked `capped` (a lower bound that leaves the next pages reachable), as a tenant search's.
 */
export const AUDIT_COUNT_CAP = 1_000;

async function auditPage(
  executor: Executor,
  where: SQL,
  page: PageQuery & { after?: string },
  countCap = AUDIT_COUNT_CAP,
): Promise<AuditListAnswer> {
  const limit = page.limit ?? DEFAULT_PAGE_LIMIT;
  const number = page.page ?? 1;
  // Paging by key starts at the cursor: the page number is then the caller's own label.
  const offset = page.after ? 0 : (number - 1) * limit;
  // The log only grows: its entries are counted up to `countCap` past the page asked for.
  const countLimit = offset + countCap + 1;
  const cursor = page.after
    ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from ${auditLog} c where c.id = ${page.after}::uuid)`
    : undefined;
  const actorName = sql<string | null>`coalesce(${users.name}, ${tenants.fullName})`;
  const actorEmail = sql<string | null>`coalesce(${users.email}, ${tenants.email})`;
  const [rows, total] = await Promise.all([
    executor
      .select({ ...getTableColumns(auditLog), actorName, actorEmail, propertyName: properties.name })
      .from(auditLog)
      .leftJoin(properties, eq(properties.id, auditLog.propertyId))
      .leftJoin(users, and(eq(auditLog.actorKind, 'USER'), eq(users.id, auditLog.actorId)))
      .leftJoin(tenants, and(eq(auditLog.actorKind, 'TENANT'), eq(tenants.id, auditLog.actorId)))
      .where(and(where, cursor))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    executor.select({ total: sql<string>`count(*)` }).from(
      executor
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .limit(countLimit)
        .as('counted'),
    ),
  ]);
  if (page.after && !(await executor.$count(auditLog, and(where, eq(auditLog.id, page.after)))))
    throw badRequest(MESSAGES.auditAfterUnknown, { after: MESSAGES.auditAfterUnknown });
  const counted = Number(total[0]?.total ?? 0);
  const pagination =
    counted === countLimit
      ? paginationOf({ page: number, limit }, countLimit - 1, true)
      : paginationOf({ page: number, limit }, counted);
  const last = rows.at(-1);
  return {
    entries: rows.map(presentAuditRow),
    pagination: last && rows.length === limit ? { ...pagination, next: last.id } : pagination,
  };
}

/** GET /audit/: the entries of the caller's properties (an admin of every property: all of them). */
export function listAudit(
  executor: Executor,
  scope: AccessScope,
  query: AuditQuery,
  countCap = AUDIT_COUNT_CAP,
) {
  const where = and(
    scope.propertyFilter(auditLog.propertyId),
    query.propertyId ? eq(auditLog.propertyId, query.propertyId) : undefined,
    query.objectType ? eq(auditLog.objectType, query.objectType) : undefined,
    query.objectId ? eq(auditLog.objectId, query.objectId) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.from ? sql`${auditLog.createdAt} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${auditLog.createdAt} < ${dayStart(query.to)} + interval '1 day'` : undefined,
  ) as SQL;
  return auditPage(executor, where, query, countCap);
}

/** GET /tenant/{tenantId}/history: 404 unless the tenant is live and in the caller's scope. */
export async function tenantHistory(
  executor: Executor,
  scope: AccessScope,
  tenantId: string,
  page: TenantHistoryQuery,
): Promise<AuditListAnswer> {
  const [tenant] = await executor
    .select({ id: tenants.id })
    .from(tenants)
    .where(
      and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), scope.propertyFilter(tenants.propertyId)),
    );
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  return auditPage(executor, eq(auditLog.tenantId, tenant.id), page);
}
