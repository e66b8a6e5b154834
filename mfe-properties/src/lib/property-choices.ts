// The caller's properties for a Property filter (issue 43): the 100 newest, or the matches of
// what was typed in 'Find a property' when they are more; and the property the filter is set to
// when that page leaves it out, fetched so the filter names it instead of showing blank.
import { API } from '@pgportal/contracts/api-paths';
import type { Property } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';
import { useState } from 'react';
import { PROPERTY_CHOICE_LIMIT, useCallerProperties } from '../features/rooms/api';

export function usePropertyChoices(selected: string | undefined) {
  const [search, setSearch] = useState('');
  const { data: listed } = useCallerProperties(true, search);
  const missing = !!selected && !!listed && !listed.some((property) => property._id === selected);
  const { data: older } = useApiQuery<Property>(missing ? API.property.fetch(selected) : null, undefined, {
    toastErrors: false,
  });
  const kept = missing && older?._id === selected ? [older] : [];
  return {
    /** the choices: the property set, when older, first */
    properties: listed ? [...kept, ...listed] : undefined,
    /** more than one page: offer 'Find a property' */
    findable: listed?.length === PROPERTY_CHOICE_LIMIT || search !== '',
    search,
    setSearch,
  };
}
