import { API } from '@pgportal/contracts/api-paths';
import type { Property } from '@pgportal/contracts/types';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** GET /property/all-propertis (the contract's spelling): one page, searched by name or city. */
export const PROPERTIES_PATH = API.property.all;

export function useProperties(page: number, search: string) {
  return usePagedQuery<Property>(PROPERTIES_PATH, { page, limit: PAGE_SIZE, search });
}
