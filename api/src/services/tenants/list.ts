// GET /tenant/: the tenants list and its search, the staff's busiest read. A page is one of a few
// query shapes (scope, search, filters, sort), each built once per database handle and run as a
// prepared statement whose rows are used as they come; its total comes from the kept counts
// (schema/totals.ts) unless a search or a filter on dues needs a count of its matches. What each
// tenant owes is one index-only probe per row (read.ts, tenantDues).
import { and, asc, desc, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery, TenantListFilters } from '@pgportal/contracts/schemas';
import type { Db } from '../../db/client';
import { keysetWindow, onPage, pageWindow, paginationOf, rowsWithTotal, type Page } from '../../db/paginate';
import { pagedStatements, plannedEachRun, statementsPerShape } from '../../db/raw-statement';
import { invoices, tenantCounts, tenants, tenantSearchText } from '../../db/schema';
import type { AccessScope } from '../access';
import { today } from '../calendar';
import { badRequest } from '../../errors';
import { tenantSearchPattern } from '../db-helpers';
import { overdueSql, owesSql } from '../payments/status';
import { selectTenantListRows, type TenantListRow } from './read';

export type TenantListQuery = ListQuery & TenantListFilters;

type Shape = Omit<TenantListFilters, 'after'> & {
  /** false: an admin's scope, every property */
  scoped: boolean;
  search: boolean;
  /** keyset paging: the rows after a given tenant in the newest-first order */
  after: boolean;
};

const placeholder = {
  propertyIds: sql.placeholder('propertyIds'),
  pattern: sql.placeholder('pattern'),
  today: sql.placeholder('today'),
  after: sql.placeholder('after'),
};

/** A property column limited to the caller's properties (one array placeholder, any number of them). */
const inScope = (column: AnyPgColumn) => sql`${column} = any(${placeholder.propertyIds}::uuid[])`;

/** `condition` when the flag is 'true', its negation when 'false', nothing without it. */
const flagged = (flag: 'true' | 'false' | undefined, condition: SQL) =>
  flag === 'true' ? condition : flag === 'false' ? not(condition) : undefined;

/**
 * The tenant of the outer row has an invoice with something outstanding (or `extra`, a narrower
 * rule such as overdueSql): an EXISTS,
 * which PostgreSQL runs as a semi-join over `invoices_tenant_outstanding_idx` (index only) when
 * many tenants are read, where a condition on the LATERAL sum would sum every tenant's invoices.
 */
const hasOutstanding = (extra?: SQL) =>
  sql`exists (select 1 from ${invoices} where ${invoices.tenantId} = ${tenants.id} and ${extra ?? owesSql()})`;

function whereOf(shape: Shape): SQL | undefined {
  return and(
    isNull(tenants.deletedAt),
    shape.scoped ? inScope(tenants.propertyId) : undefined,
    // The exact indexed expression (pg_trgm), so the search index serves it.
    shape.search ? sql`${tenantSearchText} ilike ${placeholder.pattern}` : undefined,
    shape.assigned === 'false' ? isNull(tenants.bedId) : undefined,
    shape.assigned === 'true' ? isNotNull(tenants.bedId) : undefined,
    // owes: Σ(total − paid) > 0, i.e. one invoice with something outstanding (paid never exceeds total)
    flagged(shape.owes, hasOutstanding()),
    // overdue: the status rule (payments/status.ts) on today's date, as the LATERAL's mark
    flagged(shape.overdue, hasOutstanding(overdueSql(placeholder.today))),
    // Left: on no bed (no open assignment: the tenant's bedId) after having had one, which every
    // tenant with an invoice has had (invoices are issued for an assignment), and still owing.
    flagged(shape.left, sql`(${tenants.bedId} is null and ${hasOutstanding()})`),
    // after a tenant in the newest-first order: one index probe, then the index from there
    shape.after
      ? sql`(${tenants.createdAt}, ${tenants.id}) < (select c.created_at, c.id from ${tenants} c where c.id = ${placeholder.after}::uuid)`
      : undefined,
  );
}

/** Filters the kept counts cannot answer: their total is counted. */
const counted = (shape: Shape) => shape.search || !!shape.owes || !!shape.overdue || !!shape.left;

/** The total of a list without a search: the sum of the kept counts of the properties in scope. */
function keptTotal(db: Db, shape: Shape) {
  const column =
    shape.assigned === 'true'
      ? tenantCounts.assigned
      : shape.assigned === 'false'
        ? sql`${tenantCounts.live} - ${tenantCounts.assigned}`
        : tenantCounts.live;
  return db
    .select({ total: sql<string | null>`sum(${column})` })
    .from(tenantCounts)
    .where(shape.scoped ? inScope(tenantCounts.propertyId) : undefined);
}

function prepareShape(db: Db, shape: Shape, name: string) {
  const ordered = () => {
    const { query, dues } = selectTenantListRows(db, placeholder.today, whereOf(shape), true);
    const byDue = shape.sort === 'dueAmount' ? asc : desc;
    return shape.sort
      ? query.orderBy(byDue(sql`${dues.duePaise}`), desc(tenants.createdAt), desc(tenants.id))
      : query.orderBy(desc(tenants.createdAt), desc(tenants.id));
  };
  return {
    ...pagedStatements<TenantListRow>(db, name, ordered),
    // Sorted by what each tenant owes, every row's dues decide the order: no page is cheaper.
    ...(shape.sort ? {} : { page: plannedEachRun<TenantListRow>(db, pageOfIds(db, shape)) }),
    total: counted(shape)
      ? countOf(db, shape).prepare(`${name}_count`)
      : keptTotal(db, shape).prepare(`${name}_count`),
  };
}

/**
 * A page of the list newest first, past the first or after a key: its tenants' ids first, then
 * their place and what they owe (onPage).
 */
function pageOfIds(db: Db, shape: Shape) {
  const newestFirst = [desc(tenants.createdAt), desc(tenants.id)];
  const onThePage = onPage(db, tenants.id, tenants, whereOf(shape), newestFirst);
  return selectTenantListRows(db, placeholder.today, onThePage, true).query.orderBy(...newestFirst);
}

/**
 * The number of tenants a filter on dues matches (the whole list's, never only past an `after`
 * cursor); for a search, counted only up to `countLimit`
 * matches (a search for one letter matches every tenant: its exact count took 74 ms at 100,000).
 */
const countOf = (db: Db, shape: Shape) =>
  shape.search
    ? db.select({ total: sql<string>`count(*)` }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(tenants)
          .where(whereOf({ ...shape, after: false }))
          .limit(sql.placeholder('countLimit'))
          .as('matches'),
      )
    : db
        .select({ total: sql<string>`count(*)` })
        .from(tenants)
        .where(whereOf({ ...shape, after: false }));

/**
 * A search counts its matches up to this many past the start of the page asked for: the answer's
 * total is exact below that, else marked `capped` (a lower bound that still leaves the next pages
 * reachable: each page asked for counts as far again past itself).
 */
export const SEARCH_COUNT_CAP = 1_000;

type Statements = ReturnType<typeof prepareShape>;
const statementsFor = statementsPerShape((shape: Shape) => {
  const filters = [shape.assigned, shape.owes, shape.overdue, shape.left].map((flag) => flag ?? 'any');
  return `tenants_${shape.scoped ? 'scoped' : 'all'}_${shape.search ? 'search' : 'list'}_${filters.join('_')}_${shape.sort === 'dueAmount' ? 'due' : shape.sort ? 'due_desc' : shape.after ? 'after' : 'newest'}`;
}, prepareShape);

/** Live tenants in the caller's scope, newest first; `search` matches name, e-mail or phone. */
export async function listTenants(
  db: Db,
  scope: AccessScope,
  query: TenantListQuery,
  day = today(),
  countCap = SEARCH_COUNT_CAP,
): Promise<Page<TenantListRow>> {
  if (query.after && query.sort)
    throw badRequest(MESSAGES.tenantsAfterNeedsNewest, { after: MESSAGES.tenantsAfterNeedsNewest });
  const shape: Shape = {
    scoped: scope.propertyIds !== 'all',
    search: !!query.search,
    assigned: query.assigned,
    owes: query.owes,
    overdue: query.overdue,
    left: query.left,
    sort: query.sort,
    after: !!query.after,
  };
  const statements = statementsFor(db, shape);
  const values = {
    propertyIds: scope.propertyIds === 'all' ? [] : [...scope.propertyIds],
    pattern: query.search ? tenantSearchPattern(query.search) : '',
    today: day,
    after: query.after ?? null,
  };
  const window = query.after ? keysetWindow(query) : pageWindow(query);
  const [page, placed] = await Promise.all([
    pageOf(statements, shape, values, window, countCap),
    !query.after || cursorInScope(db, scope, query.after),
  ]);
  if (!placed) throw badRequest(MESSAGES.tenantsAfterUnknown, { after: MESSAGES.tenantsAfterUnknown });
  const last = page.rows.at(-1);
  return !shape.sort && last && page.rows.length === window.limit
    ? { rows: page.rows, pagination: { ...page.pagination!, next: last.id } }
    : page;
}

async function pageOf(
  statements: Statements,
  shape: Shape,
  values: Record<string, unknown>,
  window: { page: number; limit: number; offset: number },
  countCap: number,
): Promise<Page<TenantListRow>> {
  const countLimit = window.offset + countCap + 1;
  const count = async () =>
    Number(
      (await statements.total.execute(shape.search ? { ...values, countLimit } : values))[0]?.total ?? 0,
    );
  if (shape.search) {
    // a search's plan depends on its pattern, so it is planned for each page; a page that is not
    // full tells the total itself (a phone or a whole name: no second scan), unless it is empty
    // past the first (then the total is counted) or starts at a key (its offset is unknown)
    const rows = await statements.page({ ...values, limit: window.limit, offset: window.offset });
    if (!shape.after && rows.length < window.limit && (rows.length > 0 || window.offset === 0))
      return { rows, pagination: paginationOf(window, window.offset + rows.length) };
    const total = await count();
    return {
      rows,
      pagination:
        total === countLimit ? paginationOf(window, countLimit - 1, true) : paginationOf(window, total),
    };
  }
  const { rows, total } = await rowsWithTotal(
    window,
    () =>
      window.offset === 0
        ? statements.firstPage(window.limit)(values)
        : statements.page({ ...values, limit: window.limit, offset: window.offset }),
    count,
  );
  return { rows, pagination: paginationOf(window, total) };
}

/**
 * The cursor of `after` is a tenant of the caller's scope (one removed since still places the page);
 * another property's tenant is refused as if it did not exist.
 */
async function cursorInScope(db: Db, scope: AccessScope, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scope.propertyFilter(tenants.propertyId)));
  return !!row;
}
