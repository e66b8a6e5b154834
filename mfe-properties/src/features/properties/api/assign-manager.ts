import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Property, User } from '@pgportal/contracts/types';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';
import { PROPERTY_PATH } from './get-property';

/** The staff accounts (SUPER_ADMIN only): the verified managers are offered (SPEC §5). */
export function useVerifiedManagers(enabled: boolean) {
  const query = useApiQuery<User[]>(enabled ? API.user.all : null);
  return { ...query, data: query.data?.filter((user) => user.role === 'MANAGER' && user.isVerified) };
}

/** POST /property/assign-manager {propertyId, managerId}. */
export const useAssignManager = () =>
  useApiMutation({
    request: (body: { propertyId: string; managerId: string }) =>
      request<Property>(API.property.assignManager, { method: 'POST', body }),
    successMessage: MESSAGES.managerAssigned,
    revalidates: [PROPERTY_PATH, API.user.all],
  });
