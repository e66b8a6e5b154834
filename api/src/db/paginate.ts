// Lists that can grow (DESIGN §3): one page and the total when the request names `page` or
// `limit`, every row otherwise (what the spec's screens expect).
import type { PgSelect } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_LIMIT, type PageQuery } from '@pgportal/contracts/schemas';
import type { Pagination } from '@pgportal/contracts/types';

export interface Page<T> {
  rows: T[];
  /** null when the whole list was asked for */
  pagination: Pagination | null;
}

/**
 * Runs `query` (a `.$dynamic()` select whose ORDER BY ends with a unique column, so pages never
 * overlap) for the requested page, and `total` beside it, e.g. `executor.$count(table, where)`
 * with the same WHERE. `total` is lazy: it runs only when a page is asked for.
 */
export async function paginate<Q extends PgSelect>(
  query: Q,
  total: PromiseLike<number>,
  request: PageQuery,
): Promise<Page<Q['_']['result'][number]>> {
  const window = pageWindow(request);
  if (!window) return { rows: await query, pagination: null };
  const [rows, count] = await Promise.all([query.limit(window.limit).offset(window.offset), total]);
  return { rows, pagination: paginationOf(window, count) };
}

/** The rows a request asks for, or null for the whole list. */
export function pageWindow(request: PageQuery): { page: number; limit: number; offset: number } | null {
  if (request.page === undefined && request.limit === undefined) return null;
  const page = request.page ?? 1;
  const limit = request.limit ?? DEFAULT_PAGE_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

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

/** The answer of a list that has no rows to read (the whole list, or the page asked for). */
export function emptyPage<T>(request: PageQuery): Page<T> {
  const window = pageWindow(request);
  return { rows: [], pagination: window ? paginationOf(window, 0) : null };
}
