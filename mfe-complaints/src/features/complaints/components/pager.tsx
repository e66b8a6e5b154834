import type { Pagination } from '@pgportal/contracts/types';
import { Button, layout } from '@pgportal/ui';

/** Previous / next for a paged list; nothing when it fits on one page. */
export function Pager({
  pagination,
  onPage,
}: {
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
}) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages } = pagination;
  return (
    <nav className={layout.rowBetween} aria-label="Pages">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={layout.textSm}>{`Page ${page} of ${totalPages}`}</span>
      <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
