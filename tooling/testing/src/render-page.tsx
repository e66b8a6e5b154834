// Renders a page, or a remote's whole ./routes, as the shell would: a router, a fresh SWR cache,
// the session store and the toast host. Other URLs show 'Now at {path}' and 'Arrived by PUSH|REPLACE'.
import { render } from '@testing-library/react';
import { Fragment, StrictMode, Suspense } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, useRoutes } from '@pgportal/runtime/router';
import type { RouteObject } from '@pgportal/runtime/router';
import { SWRConfig } from 'swr';
import type { UserRole } from '@pgportal/contracts/enums';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { useSession } from '@pgportal/runtime/session';
import { swrConfig } from '@pgportal/ui/data';
import { ToastHost } from '@pgportal/ui/toast';

function LocationProbe() {
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <>
      <p>{`Now at ${location.pathname}${location.search}`}</p>
      <p>{`Arrived by ${navigation}`}</p>
    </>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens at. */
  url: string;
  /** The route pattern the page is mounted on (defaults to the URL's path). */
  path?: string;
  /** Render under React StrictMode (effects run twice on mount, as in development). */
  strict?: boolean;
}

function Providers({ strict = false, url, children }: { strict?: boolean; url: string; children: ReactNode }) {
  const Root = strict ? StrictMode : Fragment;
  return (
    <Root>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), errorRetryCount: 0 }}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={<p role="status">Loading...</p>}>{children}</Suspense>
        </MemoryRouter>
        <ToastHost />
      </SWRConfig>
    </Root>
  );
}

/** One page at its route pattern. */
export function renderPage(page: ReactElement, { url, path, strict = false }: RenderPageOptions) {
  const pattern = path ?? url.split('?')[0] ?? '/';
  return render(
    <Providers strict={strict} url={url}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </Providers>,
  );
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <LocationProbe /> }]);
}

/** A remote's ./routes at a URL, as the shell mounts them (lazy pages included). */
export function renderRoutes(module: RemoteRoutesModule, url: string, { strict = false } = {}) {
  return render(
    <Providers strict={strict} url={url}>
      <RoutesOf routes={module.routes} />
    </Providers>,
  );
}

const initialSession = useSession.getState();

/** Puts the session store back as the shell first creates it. */
export function resetSession() {
  useSession.setState(initialSession, true);
}

/** A verified staff user, as GET /auth/session answers it. */
export function sampleStaffUser(role: UserRole, overrides: Partial<User> = {}): User {
  return {
    _id: `user-${role}`,
    name: 'asha rao',
    email: 'asha@example.com',
    phoneNumber: '9000000001',
    role,
    avatar: null,
    assignedPGs: [],
    isVerified: true,
    currentProperty: null,
    ...overrides,
  };
}

/** A verified tenant on no bed, as GET /auth/session answers it. */
export function sampleTenant(overrides: Partial<TenantSummary> = {}): TenantSummary {
  return {
    _id: 'tenant-1',
    fullName: 'ravi sharma',
    email: 'ravi@example.com',
    phoneNumber: '9000000003',
    profilePhoto: null,
    isVerified: true,
    role: 'TENANT',
    propertyId: null,
    roomId: null,
    bedId: null,
    language: 'en',
    ...overrides,
  };
}

/** Fills the session store as the shell does after sign-in. */
export const signInAs = {
  staff(role: UserRole, overrides: Partial<User> = {}): User {
    const user = sampleStaffUser(role, overrides);
    useSession.getState().signedInAsStaff(user);
    return user;
  },
  tenant(overrides: Partial<TenantSummary> = {}): TenantSummary {
    const tenant = sampleTenant(overrides);
    useSession.getState().signedInAsTenant(tenant);
    return tenant;
  },
};
