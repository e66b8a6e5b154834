import { useSearchParams } from '@pgportal/runtime/router';

/**
 * The page and search of a list, kept in the URL (?page=2&search=ravi) so a refresh or a shared
 * link shows the same page. A new search goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const update = (changes: { page?: number; search?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
        if (changes.search !== undefined) {
          set('search', changes.search.trim() || undefined);
          next.delete('page');
        }
        if (changes.page !== undefined) set('page', changes.page > 1 ? String(changes.page) : undefined);
        return next;
      },
      { replace: changes.search !== undefined },
    );
  return {
    page,
    search,
    setPage: (next: number) => update({ page: next }),
    setSearch: (next: string) => update({ search: next }),
  };
}
