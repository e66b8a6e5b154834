import type { Pagination } from '@pgportal/contracts/types';
import { Button, TextField, layout } from '@pgportal/ui';
import { useEffect, useState } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
}

/** A search field that applies what is typed after a short pause (and at once on Enter). */
export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The URL changed (back, a link): show its search.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

interface PagerProps {
  pagination: Pagination | undefined;
  onPage: (page: number) => void;
  label: string;
}

/** Previous / Next through the pages the API reports; nothing when everything fits on one page. */
export function Pager({ pagination, onPage, label }: PagerProps) {
  if (!pagination || pagination.totalPages <= 1) return null;
  const { page, totalPages, total } = pagination;
  return (
    <nav aria-label={`${label} pages`} className={layout.rowBetween}>
      <span className={layout.muted}>
        Page {page} of {totalPages} ({total} in all)
      </span>
      <span className={layout.row}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
