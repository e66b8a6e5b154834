import { PATHS } from '@pgportal/contracts/paths';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { can } from '@pgportal/contracts/capabilities';
import type { Capability } from '@pgportal/contracts/capabilities';
import { Navigate, useLocation } from '@pgportal/runtime/router';
import { isStaffRole } from '@pgportal/contracts/enums';
import { useHydrated } from '@pgportal/runtime/hydration';
import { useSession } from '@pgportal/runtime/session';
import { LoadingIndicator } from '../components/loading-indicator';
import { isSigningOut } from './signing-out';

const Loading = () => <LoadingIndicator fullScreen />;

/** /app (SPEC §2): staff only; others sign in first, a tenant is refused. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const staffStatus = useSession((state) => state.staffStatus);
  const role = useSession((state) => state.user?.role);
  const tenantStatus = useSession((state) => state.tenantStatus);
  const { pathname, search } = useLocation();

  if (staffStatus === 'loading') return <Loading />;
  if (staffStatus === 'authenticated')
    return isStaffRole(role) ? children : <Navigate to="/unauthorized" replace />;
  if (tenantStatus === 'loading') return <Loading />;
  if (tenantStatus === 'authenticated') return <Navigate to="/unauthorized" replace />;
  if (isSigningOut()) return null;
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** /tenant (SPEC §2): signed-in tenants only; staff are refused. */
export function RequireTenant({ children }: { children: ReactNode }) {
  const staffStatus = useSession((state) => state.staffStatus);
  const tenantStatus = useSession((state) => state.tenantStatus);
  const { pathname, search } = useLocation();

  if (staffStatus === 'loading') return <Loading />;
  if (staffStatus === 'authenticated') return <Navigate to="/unauthorized" replace />;
  if (tenantStatus === 'loading') return <Loading />;
  if (tenantStatus === 'authenticated') return children;
  if (isSigningOut()) return null;
  // A deep link comes back after sign-in; the tenant home needs no redirect parameter.
  const deepLink = pathname.replace(/\/+$/, '') === PATHS.tenantArea ? '' : `&redirect=${encodeURIComponent(pathname + search)}`;
  return <Navigate to={`/login?role=tenant${deepLink}`} replace />;
}

/** Inside /app: pages for the holders of a capability only (the contracts' table, as the API checks it). */
export function RequireCapability({ capability, children }: { capability: Capability; children: ReactNode }) {
  const role = useSession((state) => state.user?.role);
  return can(role, capability) ? children : <Navigate to="/unauthorized" replace />;
}

/**
 * The landing and sign-in pages: shown at once, while the session is checked; a visitor who turns
 * out to be signed in then goes to /app (or `staffHome`) or /tenant. One seen signed out here who
 * signs in on this page is sent on by the page itself (to its redirect target), not by this guard.
 * A pre-rendered page is hydrated as it is, then redirected (the first render matches the HTML).
 */
export function RedirectSignedIn({ children, staffHome = '/app' }: { children: ReactNode; staffHome?: string }) {
  const staffStatus = useSession((state) => state.staffStatus);
  const tenantStatus = useSession((state) => state.tenantStatus);
  const hydrated = useHydrated();
  const signedOut = staffStatus === 'unauthenticated' && tenantStatus === 'unauthenticated';
  const [seenSignedOut, setSeenSignedOut] = useState(signedOut);
  if (signedOut && !seenSignedOut) setSeenSignedOut(true);

  if (!hydrated || signedOut || seenSignedOut) return children;
  if (staffStatus === 'authenticated') return <Navigate to={staffHome} replace />;
  if (tenantStatus === 'authenticated') return <Navigate to={PATHS.tenantArea} replace />;
  return children;
}
