import { API } from '@pgportal/contracts/api-paths';
import type { PropertyDetail } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** Every property read and write lives under this path; mutations revalidate it. */
export const PROPERTY_PATH = API.property.prefix;

/** GET /property/{id}: the property with its rooms and beds. A 404 is shown as the not-found page. */
export function useProperty(id: string | undefined) {
  return useApiQuery<PropertyDetail>(id ? API.property.fetch(id) : null, undefined, {
    toastErrors: false,
  });
}
