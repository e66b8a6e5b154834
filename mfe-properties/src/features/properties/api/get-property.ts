import type { PropertyDetail } from '@pgportal/contracts/types';
import { useApiQuery } from '@pgportal/ui/data';

/** Every property read and write lives under this path; mutations revalidate it. */
export const PROPERTY_PATH = '/property';

/** GET /property/{id}: the property with its rooms and beds. A 404 is shown as the not-found page. */
export function useProperty(id: string | undefined) {
  return useApiQuery<PropertyDetail>(id ? `${PROPERTY_PATH}/${encodeURIComponent(id)}` : null, undefined, {
    toastErrors: false,
  });
}
