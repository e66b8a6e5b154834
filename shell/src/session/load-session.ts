// Who is signed in (SPEC §6, §7): the staff profile first; the tenant profile only when no staff role
// is found. Each call retries once on failure; a 401 is an answer (not signed in), not a failure.
import { ApiError, requestData } from '@pgportal/contracts/api';
import { isStaffRole } from '@pgportal/contracts/enums';
import { useSession } from '@pgportal/runtime/session';
import type { TenantSummary, User } from '@pgportal/contracts/types';

export const STAFF_PROFILE_PATH = '/user/profile';
export const TENANT_PROFILE_PATH = '/tenant/profile';

/** The profile at `path`, or null when there is none (401, or two failures in a row). */
async function fetchProfile<T>(path: string): Promise<T | null> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await requestData<T>(path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (attempt === 2) console.warn(`GET ${path} failed twice`, error);
    }
  }
  return null;
}

/** Fills the session store from the server; the store's `refresh`. */
export async function loadSession(): Promise<void> {
  const user = await fetchProfile<User>(STAFF_PROFILE_PATH);
  if (user && isStaffRole(user.role)) {
    useSession.getState().signedInAsStaff(user);
    return;
  }
  useSession.setState({ staffStatus: 'unauthenticated', user: null });
  const tenant = await fetchProfile<TenantSummary>(TENANT_PROFILE_PATH);
  if (tenant && tenant._id) useSession.getState().signedInAsTenant(tenant);
  else useSession.setState({ tenantStatus: 'unauthenticated', tenant: null });
}
