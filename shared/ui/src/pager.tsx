import type { Pagination } from '@pgportal/contracts/types';
import { Button } from './button';
import { layout } from './layout';

export interface PagerProps {
  /** the API's pagination of the list; nothing is shown until it is known */
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
  /** the navigation's accessible name */
  label?: string;
  /** what the list holds, plural ('tenants'): the total is shown with it */
  noun?: string;
}

/** Previous / Next under a paged list, with where the user is. Nothing when everything fits on one page. */
export function Pager({ pagination, onPage, label = 'Pages', noun }: PagerProps) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages, total } = pagination;
  const where = `Page ${page} of ${totalPages}${noun ? ` · ${total} ${noun}` : ''}`;
  return (
    <nav aria-label={label} className={layout.rowBetween}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={layout.muted} aria-live="polite">
        {where}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
