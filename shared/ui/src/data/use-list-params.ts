import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pgportal/runtime/router';

/** A page number from the URL: a whole number of 1 or more, else 1. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

export interface ListParamsOptions<F extends string> {
  /**
   * Names this list's URL parameters (`complaints` → ?complaints-page=2), so two lists on one
   * screen (a widget beside a page's own list) do not share one `page`. Without it: ?page, ?search.
   */
  prefix?: string;
  /** Further filters kept in the URL, e.g. ['status']; changing one goes back to page 1. */
  filters?: readonly F[];
}

/**
 * The page and search (and filters) of a list, kept in the URL (?page=2&search=ravi) so a
 * refresh, a shared link or Back shows the same page. A new search goes back to page 1 and
 * replaces the history entry (typing is not a trail of entries); a page or filter change adds one.
 */
export function useListParams<F extends string = never>({ prefix, filters = [] }: ListParamsOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const name = useCallback((param: string) => (prefix ? `${prefix}-${param}` : param), [prefix]);
  const page = pageOf(params.get(name('page')));
  const search = params.get(name('search')) ?? '';
  // the filters as one string, so their record changes only when a value does
  const filterKey = new URLSearchParams(filters.map((filter) => [filter, params.get(name(filter)) ?? ''])).toString();
  const filterValues = useMemo(
    () =>
      Object.fromEntries(
        [...new URLSearchParams(filterKey)].map(([filter, value]) => [filter, value || undefined]),
      ) as Record<F, string | undefined>,
    [filterKey],
  );
  const update = useCallback(
    (changes: { page?: number; search?: string; filter?: [string, string | undefined] }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            const text = changes.search.trim();
            if (text) next.set(name('search'), text);
            else next.delete(name('search'));
            next.delete(name('page'));
          }
          if (changes.filter) {
            const [filter, value] = changes.filter;
            if (value) next.set(name(filter), value);
            else next.delete(name(filter));
            next.delete(name('page'));
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set(name('page'), String(changes.page));
            else next.delete(name('page'));
          }
          return next;
        },
        { replace: changes.search !== undefined },
      ),
    [setParams, name],
  );
  return useMemo(
    () => ({
      page,
      search,
      filters: filterValues,
      setPage: (next: number) => update({ page: next }),
      setSearch: (next: string) => update({ search: next }),
      /** Sets (or with no value clears) one filter and goes back to page 1. */
      setFilter: (filter: F, value?: string) => update({ filter: [filter, value] }),
    }),
    [page, search, filterValues, update],
  );
}
