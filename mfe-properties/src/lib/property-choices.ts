// Choices for a filter among lists that grow (issue 43): the 100 newest, or the matches of what was
// typed in a 'Find a …' field when they are more; and the row the filter is set to when that page
// leaves it out, fetched so the filter names it instead of showing blank.
import { API } from '@pgportal/contracts/api-paths';
import type { Property, User } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';
import { useState } from 'react';

/** The most a choice lists (the API's largest page). */
export const CHOICES_LIMIT = 100;

function useSearchableChoices<Row extends { _id: string }>(
  listPath: string,
  fetchPath: (id: string) => string,
  selected: string | undefined,
) {
  const [search, setSearch] = useState('');
  const { data: listed } = useApiQuery<Row[]>(
    listPath,
    { limit: CHOICES_LIMIT, ...(search.trim() ? { search: search.trim() } : {}) },
    { toastErrors: false },
  );
  const missing = !!selected && !!listed && !listed.some((row) => row._id === selected);
  const { data: older } = useApiQuery<Row>(missing ? fetchPath(selected) : null, undefined, {
    toastErrors: false,
  });
  const kept = missing && older?._id === selected ? [older] : [];
  return {
    /** the choices: the row the filter is set to, when older, first */
    choices: listed ? [...kept, ...listed] : undefined,
    /** more than one page: offer the 'Find a …' field */
    findable: listed?.length === CHOICES_LIMIT || search !== '',
    search,
    setSearch,
  };
}

/** The caller's properties (name or city searched). */
export function usePropertyChoices(selected: string | undefined) {
  const { choices, ...rest } = useSearchableChoices<Property>(API.property.all, API.property.fetch, selected);
  return { properties: choices, ...rest };
}

/** The staff accounts (name or e-mail searched). */
export function usePeopleChoices(selected: string | undefined) {
  const { choices, ...rest } = useSearchableChoices<User>(API.user.all, API.user.fetch, selected);
  return { people: choices, ...rest };
}
