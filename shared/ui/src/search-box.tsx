import { useEffect, useState } from 'react';
import { TextField } from './text-field';

export interface SearchBoxProps {
  /** the field's label, e.g. 'Search tenants' */
  label: string;
  /** the search in force (from the URL): shown, and what a pause compares against */
  value: string;
  /** called with the trimmed text after a short pause, and at once on Enter */
  onSearch: (text: string) => void;
  placeholder?: string;
  delayMs?: number;
}

/** A search field that searches as the user types, once they pause for a moment. */
export function SearchBox({ label, value, onSearch, placeholder, delayMs = 250 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The search changed from elsewhere (a link to the plain list, Back): show it, unless it is what
  // the user is typing (trimmed), so a space being typed is not eaten.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={label}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
