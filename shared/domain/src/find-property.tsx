import { TextField } from '@pgportal/ui';

/**
 * 'Find a property' above a property choice or filter when the caller has more properties than it
 * lists (issue 43): searches them by name or city as you type.
 */
export function FindProperty({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  return (
    <TextField
      label="Find a property"
      type="search"
      hint="Type part of its name or city"
      value={search}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}
