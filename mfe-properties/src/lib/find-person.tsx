import { TextField } from '@pgportal/ui';

/** 'Find a …' over a choice of staff accounts with more than one page: name or e-mail, as typed. */
export function FindPerson({
  label,
  search,
  onSearch,
}: {
  label: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="search"
      hint="Type part of their name or e-mail"
      value={search}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}
