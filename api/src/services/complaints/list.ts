// GET /complaint/all (staff) and GET /complaint/my-complaints (a tenant): newest change first, with
// each complaint's tenant, place, images and history. Like the rooms and tenants lists, each query
// shape (who asks, one property or all, the filters, a search) is built once per database handle
// and run as prepared statements whose rows are used as they come: drizzle built and mapped the
// query per request, half the route's time at a large operator's scale (issue 43). With `after`
// (a place in the order, COMPLAINT_CURSOR) a page starts there by the indexes, at any depth.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { COMPLAINT_CURSOR, type ComplaintListQuery } from '@pgportal/contracts/schemas';
import type { Db } from '../../db/client';
import { keysetWindow, onPage, pageWindow, paginationOf, type Page } from '../../db/paginate';
import { pagedStatements, plannedEachRun, statementsPerShape } from '../../db/raw-statement';
import { beds, complaints, properties, rooms, tenants, tenantSearchText } from '../../db/schema';
import type { AccessScope } from '../access';
import { tenantSearchPattern } from '../db-helpers';
import { historyOf, imagesOf, type ComplaintRecord } from './read';

interface Shape {
  /** a tenant's own; staff limited to their properties; an admin's, every property */
  who: 'tenant' | 'scoped' | 'all';
  /** the current property's only (GET /complaint/all without scope=all) */
  property: boolean;
  status: boolean;
  category: boolean;
  search: boolean;
  /** keyset paging: the rows after a place in the order */
  after: boolean;
}

const placeholder = {
  tenantId: sql.placeholder('tenantId'),
  propertyIds: sql.placeholder('propertyIds'),
  propertyId: sql.placeholder('propertyId'),
  status: sql.placeholder('status'),
  category: sql.placeholder('category'),
  pattern: sql.placeholder('pattern'),
  afterAt: sql.placeholder('afterAt'),
  afterId: sql.placeholder('afterId'),
};

/** Each column under its key in ComplaintRecord (the driver's rows are used as they come). */
const listColumns = {
  id: sql<string>`${complaints.id}`.as('id'),
  issue: sql<string>`${complaints.issue}`.as('issue'),
  status: sql<string>`${complaints.status}`.as('status'),
  category: sql<string>`${complaints.category}`.as('category'),
  createdAt: sql<Date>`${complaints.createdAt}`.as('createdAt'),
  updatedAt: sql<Date>`${complaints.updatedAt}`.as('updatedAt'),
  propertyId: sql<string>`${complaints.propertyId}`.as('propertyId'),
  propertyName: sql<string>`${properties.name}`.as('propertyName'),
  roomId: sql<string>`${complaints.roomId}`.as('roomId'),
  roomNumber: sql<string>`${rooms.roomNumber}`.as('roomNumber'),
  bedId: sql<string>`${complaints.bedId}`.as('bedId'),
  bedNumber: sql<number>`${beds.bedNumber}`.as('bedNumber'),
  tenantId: sql<string>`${complaints.tenantId}`.as('tenantId'),
  tenantName: sql<string>`${tenants.fullName}`.as('tenantName'),
  tenantEmail: sql<string>`${tenants.email}`.as('tenantEmail'),
  tenantLanguage: sql<string>`${tenants.language}`.as('tenantLanguage'),
  tenantPhone: sql<string>`${tenants.phoneNumber}`.as('tenantPhone'),
  tenantPhoto: sql<string | null>`${tenants.profilePhoto}`.as('tenantPhoto'),
  // its place (COMPLAINT_CURSOR): the time to the microsecond, which a JavaScript Date would cut to the millisecond
  position:
    sql<string>`to_char(${complaints.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${complaints.id}`.as(
      'position',
    ),
};

/** A listed complaint and its place in the order (`pagination.next` of a full page). */
export type ListedComplaint = ComplaintRecord & { position: string };

function whereOf(shape: Shape): SQL | undefined {
  // The tenants' trigram index serves the name, e-mail and phone match.
  const matchingTenants = sql`select ${tenants.id} from ${tenants} where ${tenantSearchText} like ${placeholder.pattern}`;
  return and(
    isNull(complaints.deletedAt),
    shape.who === 'tenant' ? sql`${complaints.tenantId} = ${placeholder.tenantId}::uuid` : undefined,
    shape.who === 'scoped'
      ? sql`${complaints.propertyId} = any(${placeholder.propertyIds}::uuid[])`
      : undefined,
    shape.property ? sql`${complaints.propertyId} = ${placeholder.propertyId}::uuid` : undefined,
    shape.status ? sql`${complaints.status} = ${placeholder.status}` : undefined,
    shape.category ? sql`${complaints.category} = ${placeholder.category}` : undefined,
    shape.search
      ? sql`(lower(${complaints.issue}) like ${placeholder.pattern} or ${complaints.tenantId} in (${matchingTenants}))`
      : undefined,
    shape.after
      ? sql`(${complaints.updatedAt}, ${complaints.id}) < (${placeholder.afterAt}::timestamptz, ${placeholder.afterId}::uuid)`
      : undefined,
  );
}

const newestChangeFirst = [desc(complaints.updatedAt), desc(complaints.id)];

function prepareShape(db: Db, shape: Shape, name: string) {
  const ordered = (where = whereOf(shape)) =>
    db
      .select({
        ...listColumns,
        images: imagesOf(complaints.id).as('images'),
        history: historyOf(complaints.id).as('history'),
      })
      .from(complaints)
      .innerJoin(tenants, eq(tenants.id, complaints.tenantId))
      .innerJoin(properties, eq(properties.id, complaints.propertyId))
      .innerJoin(rooms, eq(rooms.id, complaints.roomId))
      .innerJoin(beds, eq(beds.id, complaints.bedId))
      .where(where)
      .orderBy(...newestChangeFirst);
  // A page past the first: its complaints' ids first, from the index alone, then their tenant,
  // place, images and history (the 50th page across 200,000 complaints: 85 ms the other way).
  const onThePage = onPage(db, complaints.id, complaints, whereOf(shape), newestChangeFirst);
  return {
    ...pagedStatements<ListedComplaint>(db, name, ordered),
    page: plannedEachRun<ListedComplaint>(db, ordered(onThePage)),
    // the whole list's, never only what follows `after`; across properties, only up to `countLimit`
    total: countsAcross(shape)
      ? db
          .select({ total: sql<string>`count(*)` })
          .from(
            db
              .select({ one: sql`1` })
              .from(complaints)
              .where(whereOf({ ...shape, after: false }))
              .limit(sql.placeholder('countLimit'))
              .as('counted'),
          )
          .prepare(`${name}_count`)
      : db
          .select({ total: sql<string>`count(*)` })
          .from(complaints)
          .where(whereOf({ ...shape, after: false }))
          .prepare(`${name}_count`),
  };
}

/**
 * How far a list across properties (an admin's `scope=all`: 200,000 complaints at a large
 * operator's scale, 90 ms to count) counts past the page's first row; beyond it
 * `pagination.total` is that far and `capped` says there are more, as the tenant search does.
 */
export const COMPLAINT_COUNT_CAP = 1_000;
const countsAcross = (shape: Shape) => shape.who !== 'tenant' && !shape.property;

const statementsFor = statementsPerShape(
  (shape: Shape) =>
    `complaints_${shape.who}_${shape.property ? 'property' : 'any'}_${shape.status ? 'status' : ''}_${shape.category ? 'category' : ''}_${shape.search ? 'search' : 'list'}${shape.after ? '_after' : ''}`,
  prepareShape,
);

/** Where the list is read from: whose complaints, and of which property (null: every one in scope). */
export interface ComplaintListScope {
  scope: AccessScope;
  propertyId: string | null;
}

/** A page of the complaints `scope` may see, filtered by `query`, newest change first. */
export async function listComplaintRecords(
  db: Db,
  { scope, propertyId }: ComplaintListScope,
  query: ComplaintListQuery,
  countCap = COMPLAINT_COUNT_CAP,
): Promise<Page<ListedComplaint>> {
  const [, afterAt = null, afterId = null] = query.after ? (COMPLAINT_CURSOR.exec(query.after) ?? []) : [];
  const shape: Shape = {
    who: scope.kind === 'tenant' ? 'tenant' : scope.propertyIds === 'all' ? 'all' : 'scoped',
    property: propertyId !== null,
    status: !!query.status,
    category: !!query.category,
    search: !!query.search,
    after: afterId !== null,
  };
  const statements = statementsFor(db, shape);
  const values = {
    tenantId: scope.actorId,
    propertyIds: scope.propertyIds === 'all' ? [] : [...scope.propertyIds],
    propertyId,
    status: query.status ?? null,
    category: query.category ?? null,
    pattern: query.search ? tenantSearchPattern(query.search) : '',
    afterAt,
    afterId,
  };
  const window = shape.after ? keysetWindow(query) : pageWindow(query);
  const countLimit = window.offset + countCap + 1;
  const [rows, [counted]] = await Promise.all([
    // a search's plan depends on its pattern: its first page is not kept with a written-in LIMIT
    window.offset === 0 && !shape.search
      ? statements.firstPage(window.limit)(values)
      : statements.page({ ...values, limit: window.limit, offset: window.offset }),
    statements.total.execute({ ...values, countLimit }),
  ]);
  const total = Number(counted?.total ?? 0);
  const pagination =
    countsAcross(shape) && total === countLimit
      ? paginationOf(window, countLimit - 1, true)
      : paginationOf(window, total);
  const last = rows.at(-1);
  return {
    rows,
    pagination: last && rows.length === window.limit ? { ...pagination, next: last.position } : pagination,
  };
}
