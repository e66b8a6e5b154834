import { API } from '@pgportal/contracts/api-paths';
import type { Property } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';
import { CHOICES_LIMIT } from '../../../lib/property-choices';

/** The most properties a form offers (the API's largest page). */
export const PROPERTY_CHOICE_LIMIT = CHOICES_LIMIT;

/**
 * GET /property/all-propertis?limit=100: the caller's properties for Add Rooms' property choice,
 * or the matches of `search` (name or city) when they are more than a page.
 */
export const useCallerProperties = (enabled = true, search = '') =>
  useApiQuery<Property[]>(enabled ? API.property.all : null, {
    limit: PROPERTY_CHOICE_LIMIT,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
