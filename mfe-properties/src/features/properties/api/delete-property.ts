import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';
import { PROPERTY_REVALIDATES } from './save-property';

/** DELETE /property/delete/{id}: refused (409) while a bed is occupied. */
export const useDeleteProperty = () =>
  useApiMutation({
    request: (id: string) => request<null>(API.property.delete(id), { method: 'DELETE' }),
    successMessage: MESSAGES.propertyDeleted,
    revalidates: [...PROPERTY_REVALIDATES, API.stats.prefix],
  });
