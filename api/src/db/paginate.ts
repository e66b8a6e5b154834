// Lists that can grow (DESIGN §3): one page and the total. A request that names neither `page` nor
// `limit` gets the first UNPAGED_LIMIT rows, never every row (issue 43).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { DEFAULT_PAGE_LIMIT, UNPAGED_LIMIT, type PageQuery } from '@pgportal/contracts/schemas';
import type { Pagination } from '@pgportal/contracts/types';

export interface Page<T> {
  rows: T[];
  /** null: every row, for the few lists bounded by one record (wholeOrPage) */
  pagination: Pagination | null;
}

/**
 * Runs `query` (a `.$dynamic()` select whose ORDER BY ends with a unique column, so pages never
 * overlap) for the requested page, and `total` beside it, e.g. `executor.$count(table, where)`
 * with the same WHERE. `total` is lazy: it runs only when awaited.
 */
export async function paginate<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<number>,
  request: PageQuery,
): Promise<Page<Q['_']['result'][number]>> {
  const window = pageWindow(request);
  const [rows, count] = await Promise.all([query.limit(window.limit).offset(window.offset), total]);
  return { rows, pagination: paginationOf(window, count) };
}

/**
 * For a list bounded by one record rather than by the operator's size (a tenant's own invoices,
 * whose screens total what is owed from them): every row when the request names neither `page`
 * nor `limit`, else the page asked for.
 */
export async function wholeOrPage<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<number>,
  request: PageQuery,
): Promise<Page<Q['_']['result'][number]>> {
  if (request.page === undefined && request.limit === undefined)
    return { rows: await query, pagination: null };
  return paginate(query, total, request);
}

export interface PageWindow {
  page: number;
  limit: number;
  offset: number;
}

/** The rows a request asks for. */
export function pageWindow(request: PageQuery): PageWindow {
  if (request.page === undefined && request.limit === undefined)
    return { page: 1, limit: UNPAGED_LIMIT, offset: 0 };
  const page = request.page ?? 1;
  const limit = request.limit ?? DEFAULT_PAGE_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * The rows a request that pages by key (`after`) asks for: from its cursor, so no offset; the
 * page number is only the caller's own label.
 */
export const keysetWindow = (request: PageQuery): PageWindow => ({
  page: request.page ?? 1,
  limit: request.limit ?? DEFAULT_PAGE_LIMIT,
  offset: 0,
});

/** `capped`: `total` is a lower bound (a count that stopped at a cap). */
export const paginationOf = (
  window: { page: number; limit: number },
  total: number,
  capped = false,
): Pagination => ({
  page: window.page,
  limit: window.limit,
  total,
  totalPages: Math.ceil(total / window.limit),
  ...(capped ? { capped: true } : {}),
});

/** The answer of a list that has no rows to read. */
export const emptyPage = <T>(request: PageQuery): Page<T> => ({
  rows: [],
  pagination: paginationOf(pageWindow(request), 0),
});

/**
 * The condition "the row is on the page": its id among the ids of the page (LIMIT and OFFSET as
 * the placeholders `limit` and `offset`), read from `table` alone in `order`. A list whose rows
 * join other tables or add a subquery per row (a place, managers, what a tenant owes) reads them
 * for the page's rows only this way; in the same SELECT as an OFFSET they are read for every row
 * skipped too (issue 43: the tenants list's page 3,001 of 150,000 did not answer within 8 s).
 * Run it planned for its values (plannedEachRun): the OFFSET decides the plan.
 */
export function onPage(db: Db, id: AnyPgColumn, table: PgTable, where: SQL | undefined, order: SQL[]): SQL {
  const ids = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return sql`${id} in (${ids})`;
}

/**
 * A page's rows with the list's exact total. The first page reads both at once; a page past the
 * first counts first, and a page past the last reads no row (issue 43: a page beyond the last
 * answers empty for the cost of the count).
 */
export async function rowsWithTotal<Row>(
  window: PageWindow,
  rows: () => Promise<Row[]>,
  total: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (window.offset === 0) {
    const [read, counted] = await Promise.all([rows(), total()]);
    return { rows: read, total: counted };
  }
  const counted = await total();
  return { rows: counted > window.offset ? await rows() : [], total: counted };
}
