import { TextField } from '@pgportal/ui';
import { useEffect, useState } from 'react';

const DELAY_MS = 250;

/** The search box: searches as the user types, once they pause for a moment. */
export function TenantsSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
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
