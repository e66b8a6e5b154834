import { API } from '@pgportal/contracts/api-paths';
import type { Property } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** The most properties a form offers (the API's largest page). */
export const PROPERTY_CHOICE_LIMIT = 100;

/**
 * GET /property/all-propertis?limit=100: the caller's properties for New Tenant's property choice,
 * or the matches of `search` (name or city) when they are more than a page.
 */
export const useCallerProperties = (enabled = true, search = '') =>
  useApiQuery<Property[]>(enabled ? API.property.all : null, {
    limit: PROPERTY_CHOICE_LIMIT,
    ...(search.trim() ? { search: search.trim() } : {}),
  });
