import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

export interface OwnProfileFields {
  phoneNumber: string;
  profilePhoto?: File;
}

/** PUT /tenant/profile (multipart: phoneNumber, optional profilePhoto). */
export function updateOwnProfile({ phoneNumber, profilePhoto }: OwnProfileFields) {
  const body = new FormData();
  body.append('phoneNumber', phoneNumber);
  if (profilePhoto) body.append('profilePhoto', profilePhoto);
  return request<Tenant>(API.tenant.updateProfile, { method: 'PUT', body });
}

/** 'Profile updated successfully'; the tenant's own record is read again. */
export const useUpdateOwnProfile = () =>
  useApiMutation({
    request: updateOwnProfile,
    successMessage: MESSAGES.profileUpdated,
    revalidates: [API.tenant.prefix],
  });
