// A 401 on a signed-in screen means the session ended elsewhere (expired, logged out on another
// tab, account deleted): clear what the old session showed and send the user to sign in again,
// with the way back to where they were.
import { PATHS, href } from '@pgportal/contracts/paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useSession } from '@pgportal/runtime/session';

export const SESSION_ENDED = MESSAGES.sessionEnded;

/** Where to sign in again after the session at `location` ended, or null if nobody was signed in. */
export function signInAgainPath(location: { pathname: string; search: string }): string | null {
  const { staffStatus, tenantStatus } = useSession.getState();
  const redirect = location.pathname + location.search;
  if (staffStatus === 'authenticated') return href('login', undefined, { redirect });
  if (tenantStatus === 'authenticated') return href('login', undefined, { role: 'tenant', redirect });
  return null;
}

export const isSignInPath = (pathname: string) => pathname === PATHS.login || pathname === PATHS.tenantLogin;
