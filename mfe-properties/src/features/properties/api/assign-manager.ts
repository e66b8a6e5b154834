import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Property } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { PROPERTY_PATH } from './get-property';

/** POST /property/assign-manager {propertyId, managerId}. */
export const useAssignManager = () =>
  useApiMutation({
    request: (body: { propertyId: string; managerId: string }) =>
      request<Property>(API.property.assignManager, { method: 'POST', body }),
    successMessage: MESSAGES.managerAssigned,
    revalidates: [PROPERTY_PATH, API.user.all],
  });
