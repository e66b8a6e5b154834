import type { Pagination } from '@pgportal/contracts/types';
import { Button, layout } from '@pgportal/ui';

/** Previous / Next under a long list, with where the user is. Nothing when everything fits on one page. */
export function Pager({ pagination, onPage }: { pagination: Pagination | undefined; onPage: (page: number) => void }) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages, total } = pagination;
  return (
    <nav aria-label="Pages" className={layout.rowBetween}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={layout.muted} aria-live="polite">{`Page ${page} of ${totalPages} · ${total} tenants`}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
