// The portal's route tree (SPEC §2). Pages of the remotes are mounted by name with RemotePage;
// layouts and the dashboard are lazy so a first visit to / loads none of the UI kit.
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RemotePage } from './federation/remote-page';
import type { RemoteName } from './federation/remote-names';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { UnauthorizedPage } from './pages/unauthorized-page';
import { RootLayout } from './root-layout';
import { RedirectSignedIn, RequireRole, RequireStaff, RequireTenant } from './session/guards';

const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const TenantLayout = lazy(() => import('./layouts/tenant-layout').then((m) => ({ default: m.TenantLayout })));
const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const remote = (name: RemoteName, page: string) => <RemotePage remote={name} page={page} />;

/** path (relative to /app) -> [remote, page name] */
const ADMIN_PAGES: ReadonlyArray<[string, RemoteName, string]> = [
  ['properties', 'mfe_properties', 'properties'],
  ['property/add', 'mfe_properties', 'propertyAdd'],
  ['property/:id', 'mfe_properties', 'propertyDetail'],
  ['property/:id/update', 'mfe_properties', 'propertyUpdate'],
  ['rooms', 'mfe_properties', 'rooms'],
  ['rooms/view/:roomId', 'mfe_properties', 'roomView'],
  ['property/:id/add-room', 'mfe_properties', 'propertyAddRoom'],
  ['property/:id/room/:roomId', 'mfe_properties', 'propertyRoom'],
  ['tenants', 'mfe_tenants', 'tenants'],
  ['tenants/admission', 'mfe_tenants', 'tenantAdmission'],
  ['tenants/:id/update', 'mfe_tenants', 'tenantUpdate'],
  ['tenants/view/:id', 'mfe_tenants', 'tenantView'],
  ['settings', 'mfe_auth', 'settings'],
  ['account', 'mfe_auth', 'account'],
];

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '/',
          element: (
            <RedirectSignedIn>
              <LandingPage />
            </RedirectSignedIn>
          ),
        },
        { path: '/login', element: remote('mfe_auth', 'login') },
        { path: '/tenant/login', element: remote('mfe_auth', 'tenantLogin') },
        { path: '/verify', element: remote('mfe_auth', 'verify') },
        { path: '/unauthorized', element: <UnauthorizedPage /> },
        {
          path: '/app',
          element: (
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          ),
          children: [
            { index: true, element: <Navigate to="dashboard" replace /> },
            { path: 'dashboard', element: <DashboardPage /> },
            ...ADMIN_PAGES.map(([path, name, page]) => ({ path, element: remote(name, page) })),
            {
              path: 'managers',
              element: <RequireRole roles={['SUPER_ADMIN']}>{remote('mfe_auth', 'managers')}</RequireRole>,
            },
          ],
        },
        {
          path: '/tenant',
          element: (
            <RequireTenant>
              <TenantLayout />
            </RequireTenant>
          ),
          children: [
            { index: true, element: <Navigate to="dashboard" replace /> },
            { path: 'dashboard', element: remote('mfe_tenants', 'tenantDashboard') },
            { path: 'billing', element: remote('mfe_tenants', 'tenantBilling') },
            { path: 'profile', element: remote('mfe_tenants', 'tenantProfile') },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
