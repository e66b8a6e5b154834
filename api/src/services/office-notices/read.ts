// Notices from the office as the API answers them (issue 27): staff list the current property's,
// a tenant reads their property's live ones (not expired, not deleted), pinned first, newest first.
import { and, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { MyOfficeNoticeAnswer, OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import type { PageQuery } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { paginate, type Page } from '../../db/paginate';
import { officeNoticeReads, officeNotices, type OfficeNoticeRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { fileRef } from '../files/uploads';

export const presentOfficeNotice = (row: OfficeNoticeRow): OfficeNoticeAnswer => ({
  _id: row.id,
  propertyId: row.propertyId,
  title: row.title,
  text: row.body,
  image: fileRef(row.imageKey),
  expiresOn: row.expiresOn,
  pinned: row.pinned,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Not deleted, in the caller's scope (a tenant's scope is their own property). */
export const visibleTo = (scope: AccessScope): SQL =>
  and(isNull(officeNotices.deletedAt), scope.propertyFilter(officeNotices.propertyId))!;

/** Shown to tenants on `today` (YYYY-MM-DD, India time): no expiry, or expiring today or later. */
const liveOn = (today: string): SQL =>
  or(isNull(officeNotices.expiresOn), gte(officeNotices.expiresOn, today))!;

/** The notice if the caller may see it, else 404 (another property's is missing to them). */
export async function findOfficeNotice(executor: Executor, scope: AccessScope, id: string) {
  const [row] = await executor
    .select()
    .from(officeNotices)
    .where(and(eq(officeNotices.id, id), visibleTo(scope)));
  if (!row) throw notFound(MESSAGES.officeNoticeNotFound);
  return row;
}

/** The current property of a staff caller, or a 400 saying to choose one. */
export function currentPropertyOrRefuse(scope: AccessScope): string {
  if (!scope.currentPropertyId) throw badRequest(MESSAGES.officeNoticeNoProperty);
  return scope.currentPropertyId;
}

/** GET /notice/: every notice of the current property (expired ones too), pinned first, newest first. */
export async function listOfficeNotices(
  executor: Executor,
  scope: AccessScope,
  query: PageQuery,
): Promise<Page<OfficeNoticeAnswer>> {
  const propertyId = currentPropertyOrRefuse(scope);
  const where = and(visibleTo(scope), eq(officeNotices.propertyId, propertyId));
  const page = await paginate(
    executor
      .select()
      .from(officeNotices)
      .where(where)
      .orderBy(desc(officeNotices.pinned), desc(officeNotices.createdAt), desc(officeNotices.id))
      .$dynamic(),
    executor.$count(officeNotices, where),
    query,
  );
  return { rows: page.rows.map(presentOfficeNotice), pagination: page.pagination };
}

/** GET /notice/my: the tenant's property's live notices, each with whether they opened it. */
export async function listMyOfficeNotices(
  executor: Executor,
  scope: AccessScope,
  today: string,
): Promise<MyOfficeNoticeAnswer[]> {
  if (!scope.currentPropertyId) return [];
  const rows = await executor
    .select({ notice: officeNotices, readAt: officeNoticeReads.readAt })
    .from(officeNotices)
    .leftJoin(
      officeNoticeReads,
      and(eq(officeNoticeReads.noticeId, officeNotices.id), eq(officeNoticeReads.tenantId, scope.actorId)),
    )
    .where(and(visibleTo(scope), eq(officeNotices.propertyId, scope.currentPropertyId), liveOn(today)))
    .orderBy(desc(officeNotices.pinned), desc(officeNotices.createdAt), desc(officeNotices.id));
  return rows.map(({ notice, readAt }) => ({ ...presentOfficeNotice(notice), read: readAt !== null }));
}

/** POST /notice/{id}/read: idempotent; a notice of another property (or deleted) is 404. */
export async function markOfficeNoticeRead(executor: Executor, scope: AccessScope, id: string) {
  const notice = await findOfficeNotice(executor, scope, id);
  await executor
    .insert(officeNoticeReads)
    .values({ noticeId: notice.id, tenantId: scope.actorId })
    .onConflictDoNothing();
}

/** Whether the caller may see the notice image stored under `key` (routes/files.ts). */
export async function officeNoticeImageVisible(executor: Executor, scope: AccessScope, key: string) {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(officeNotices)
    .where(and(eq(officeNotices.imageKey, key), visibleTo(scope)));
  return Number(row?.n ?? 0) > 0;
}
