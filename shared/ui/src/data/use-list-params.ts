import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pgportal/runtime/router';

/** A page number from the URL: a whole number of 1 or more, else 1. */
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * The page and search of a list, kept in the URL (?page=2&search=ravi) so a refresh, a shared
 * link or Back shows the same page. A new search goes back to page 1 and replaces the history
 * entry (typing is not a trail of entries); a page change adds one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const search = params.get('search') ?? '';
  const update = useCallback(
    (changes: { page?: number; search?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            const text = changes.search.trim();
            if (text) next.set('search', text);
            else next.delete('search');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: changes.search !== undefined },
      ),
    [setParams],
  );
  return useMemo(
    () => ({
      page,
      search,
      setPage: (next: number) => update({ page: next }),
      setSearch: (next: string) => update({ search: next }),
    }),
    [page, search, update],
  );
}
