import { TextField } from '@pgportal/ui';
import { useEffect, useState } from 'react';

const DELAY_MS = 250;

/** The search box: searches as the user types, once they pause for a moment. */
export function TenantsSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (a link to the plain list, Back): show its search, unless it is
  // what the user is typing (trimmed), so a space being typed is not eaten.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      label="Search tenants"
      type="search"
      placeholder="Name, email or phone"
      value={text}
      onChange={(event) => setText(event.target.value)}
      autoComplete="off"
    />
  );
}
