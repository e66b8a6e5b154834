// The portal's route tree (SPEC §2). The shell owns the layouts, the guards, the dashboard and the
// status pages; every other path is mounted on the remote that owns its prefix (MOUNTS in
// @pgportal/contracts/paths), and the remote routes what lies under it. Layouts and the dashboard
// are lazy so a first visit to a public page loads none of the UI kit.
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from '@pgportal/runtime/router';
import type { RouteObject } from '@pgportal/runtime/router';
import { AREA_ROOTS, MOUNTS, PATHS } from '@pgportal/contracts/paths';
import type { Area } from '@pgportal/contracts/paths';
import { RemoteRoutes } from './federation/remote-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { UnauthorizedPage } from './pages/unauthorized-page';
import { RootLayout } from './root-layout';
import { RedirectSignedIn, RequireCapability, RequireStaff, RequireTenant } from './session/guards';

const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const TenantLayout = lazy(() => import('./layouts/tenant-layout').then((m) => ({ default: m.TenantLayout })));
// The server sends / itself, with no script (issue 28): the portal shows it only when a page links to it.
const LandingPage = lazy(() => import('./pages/landing-page').then((m) => ({ default: m.LandingPage })));
const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** A signed-in user opening a sign-in page goes to their home. */
const toHome = (page: ReactNode) => <RedirectSignedIn staffHome={PATHS.dashboard}>{page}</RedirectSignedIn>;
const PUBLIC_GUARDS: Record<string, (page: ReactNode) => ReactNode> = { login: toHome, 'tenant/login': toHome };

/** The `prefix/*` routes of an area, each on the remote that owns it. */
function mountedRoutes(area: Area): RouteObject[] {
  return MOUNTS.filter((mount) => mount.area === area).map(({ prefix, remote, capability }) => {
    const notFound = <NotFoundPage embedded={area !== 'public'} translated={area === 'tenant'} />;
    const page = <RemoteRoutes remote={remote} base={`${AREA_ROOTS[area]}/${prefix}`} notFound={notFound} />;
    const guarded = capability ? <RequireCapability capability={capability}>{page}</RequireCapability> : page;
    const guard = area === 'public' ? PUBLIC_GUARDS[prefix] : undefined;
    return { path: `${AREA_ROOTS[area]}/${prefix}/*`, element: guard ? guard(guarded) : guarded };
  });
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: PATHS.home,
          element: (
            <RedirectSignedIn>
              <LandingPage />
            </RedirectSignedIn>
          ),
        },
        ...mountedRoutes('public'),
        { path: PATHS.unauthorized, element: <UnauthorizedPage /> },
        {
          path: PATHS.app,
          element: (
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          ),
          children: [
            { index: true, element: <Navigate to={PATHS.dashboard} replace /> },
            { path: PATHS.dashboard, element: <DashboardPage /> },
            ...mountedRoutes('app'),
            { path: '*', element: <NotFoundPage embedded /> },
          ],
        },
        {
          path: PATHS.tenantArea,
          element: (
            <RequireTenant>
              <TenantLayout />
            </RequireTenant>
          ),
          children: [
            { index: true, element: <Navigate to={PATHS.tenantDashboard} replace /> },
            ...mountedRoutes('tenant'),
            { path: '*', element: <NotFoundPage embedded translated /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
