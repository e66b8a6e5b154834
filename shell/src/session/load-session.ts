// Who is signed in on this browser (SPEC §6, §7): one call, GET /auth/session, that answers 200 for
// staff, a tenant or nobody, so pages need not wait for two checks in a row. It retries once after
// a failure; after two failures the visitor is treated as signed out.
import { API } from '@pgportal/contracts/api-paths';
import { requestData } from '@pgportal/contracts/api';
import { isStaffRole } from '@pgportal/contracts/enums';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import { useSession } from '@pgportal/runtime/session';
import { clearPersonalCaches } from '../offline/personal-caches';

export const SESSION_PATH = API.auth.session;

export type SessionAnswer =
  { kind: 'staff'; user: User } | { kind: 'tenant'; tenant: TenantSummary } | { kind: null };

async function fetchSession(): Promise<SessionAnswer> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await requestData<SessionAnswer>(SESSION_PATH);
    } catch (error) {
      if (attempt === 2) console.warn(`GET ${SESSION_PATH} failed twice`, error);
    }
  }
  return { kind: null };
}

/** Fills the session store from the server; the store's `refresh`. */
export async function loadSession(): Promise<void> {
  const answer = await fetchSession();
  const session = useSession.getState();
  if (answer.kind === 'staff' && isStaffRole(answer.user?.role)) session.signedInAsStaff(answer.user);
  else if (answer.kind === 'tenant' && answer.tenant?._id) session.signedInAsTenant(answer.tenant);
  else session.signedOut();
  // Nobody, or staff, signed in on this browser: no tenant's answers stay on it.
  if (answer.kind !== 'tenant') void clearPersonalCaches();
}
