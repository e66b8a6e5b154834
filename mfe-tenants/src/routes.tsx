// What this remote exposes to the shell (Module Federation `./routes`): its routes, with the paths
// of the contracts' table, and the dashboard's `statsCards` widget. The shell mounts this remote on the prefixes MOUNTS gives it.
import { lazy } from 'react';
import { PATHS } from '@pgportal/contracts/paths';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { recordRouterInstance } from '@pgportal/runtime/router';
import { recordSessionInstance } from '@pgportal/runtime/session';

// Proof that the session store and the router are one instance each (see @pgportal/runtime).
recordSessionInstance('mfe_tenants');
recordRouterInstance('mfe_tenants');

const TenantsPage = lazy(() => import('./pages/tenants-page'));
const TenantAdmissionPage = lazy(() => import('./pages/tenant-admission-page'));
const TenantUpdatePage = lazy(() => import('./pages/tenant-update-page'));
const TenantViewPage = lazy(() => import('./pages/tenant-view-page'));
const TenantDashboardPage = lazy(() => import('./pages/tenant-dashboard-page'));
const TenantBillingPage = lazy(() => import('./pages/tenant-billing-page'));
const TenantProfilePage = lazy(() => import('./pages/tenant-profile-page'));
const TenantComplaintsPage = lazy(() => import('./pages/tenant-complaints-page'));
const TenantExitPage = lazy(() => import('./pages/tenant-exit-page'));
const DuesPage = lazy(() => import('./pages/dues-page'));
const ReconcilePage = lazy(() => import('./pages/reconcile-page'));
const MealsPage = lazy(() => import('./pages/meals-page'));

export const routes: RemoteRoutesModule = {
  routes: [
    { path: PATHS.tenants, element: <TenantsPage /> },
    { path: PATHS.tenantAdmission, element: <TenantAdmissionPage /> },
    { path: PATHS.tenantUpdate, element: <TenantUpdatePage /> },
    { path: PATHS.tenantView, element: <TenantViewPage /> },
    { path: PATHS.tenantDashboard, element: <TenantDashboardPage /> },
    { path: PATHS.tenantBilling, element: <TenantBillingPage /> },
    { path: PATHS.tenantProfile, element: <TenantProfilePage /> },
    { path: PATHS.tenantComplaints, element: <TenantComplaintsPage /> },
    { path: PATHS.tenantExit, element: <TenantExitPage /> },
    { path: PATHS.dues, element: <DuesPage /> },
    { path: PATHS.reconcile, element: <ReconcilePage /> },
    { path: PATHS.meals, element: <MealsPage /> },
  ],
  widgets: {
    statsCards: lazy(() => import('./features/invoices/components/stats-cards')),
    refundsDue: lazy(() => import('./features/exit/components/refunds-due')),
    waiting: lazy(() => import('./widgets/waiting-for-you')),
  },
};

export default routes;
