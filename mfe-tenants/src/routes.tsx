// What this remote exposes to the shell (Module Federation `./routes`): its pages by name.
import { lazy } from 'react';
import { recordSessionInstance } from '@pgportal/runtime/session';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

// Proof that the session store is one instance (see @pgportal/runtime/session).
recordSessionInstance('mfe_tenants');

export const routes: RemoteRoutesModule = {
  pages: {
    tenants: lazy(() => import('./pages/tenants-page')),
    tenantAdmission: lazy(() => import('./pages/tenant-admission-page')),
    tenantUpdate: lazy(() => import('./pages/tenant-update-page')),
    tenantView: lazy(() => import('./pages/tenant-view-page')),
    tenantDashboard: lazy(() => import('./pages/tenant-dashboard-page')),
    tenantBilling: lazy(() => import('./pages/tenant-billing-page')),
    tenantProfile: lazy(() => import('./pages/tenant-profile-page')),
  },
};

export default routes;
