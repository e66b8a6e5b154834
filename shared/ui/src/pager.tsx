import type { Pagination } from '@pgportal/contracts/types';
import { Button } from './button';
import { useKitLabels } from './kit-labels';
import { layout } from './layout';

export interface PagerProps {
  /** the API's pagination of the list; nothing is shown until it is known */
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
  /** the navigation's accessible name; the kit's 'Pages' by default */
  label?: string;
  /** what the list holds, plural ('tenants'): the total is shown with it */
  noun?: string;
}

/** Previous / Next under a paged list, with where the user is. Nothing when everything fits on one page. */
export function Pager({ pagination, onPage, label, noun }: PagerProps) {
  const labels = useKitLabels();
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages, total } = pagination;
  const where = `${labels.pageOf(page, totalPages)}${noun ? ` · ${total} ${noun}` : ''}`;
  return (
    <nav aria-label={label ?? labels.pages} className={layout.rowBetween}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span className={layout.muted} aria-live="polite">
        {where}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
