import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@pgportal/runtime/router';
import { isAdminRole } from '@pgportal/contracts/enums';
import type { AdminRole } from '@pgportal/contracts/enums';
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
    return isAdminRole(role) ? children : <Navigate to="/unauthorized" replace />;
  if (tenantStatus === 'loading') return <Loading />;
  if (tenantStatus === 'authenticated') return <Navigate to="/unauthorized" replace />;
  if (isSigningOut()) return null;
  return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** /tenant (SPEC §2): signed-in tenants only; staff are refused. */
export function RequireTenant({ children }: { children: ReactNode }) {
  const staffStatus = useSession((state) => state.staffStatus);
  const tenantStatus = useSession((state) => state.tenantStatus);

  if (staffStatus === 'loading') return <Loading />;
  if (staffStatus === 'authenticated') return <Navigate to="/unauthorized" replace />;
  if (tenantStatus === 'loading') return <Loading />;
  if (tenantStatus === 'authenticated') return children;
  if (isSigningOut()) return null;
  return <Navigate to="/login?role=tenant" replace />;
}

/** Inside /app: a page for some staff roles only (managers: SUPER_ADMIN). */
export function RequireRole({ roles, children }: { roles: readonly AdminRole[]; children: ReactNode }) {
  const role = useSession((state) => state.user?.role);
  return role && roles.includes(role) ? children : <Navigate to="/unauthorized" replace />;
}

/** The landing page: signed-in staff go to /app, tenants to /tenant. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const staffStatus = useSession((state) => state.staffStatus);
  const tenantStatus = useSession((state) => state.tenantStatus);

  if (staffStatus === 'authenticated') return <Navigate to="/app" replace />;
  if (tenantStatus === 'authenticated') return <Navigate to="/tenant" replace />;
  if (staffStatus === 'loading' || tenantStatus === 'loading') return <Loading />;
  return children;
}
