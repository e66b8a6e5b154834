import { TextField } from '@pgportal/ui';

/** 'Find a property' above a Property filter when the caller has more properties than it lists. */
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
