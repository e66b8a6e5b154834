// What this remote exposes to the shell (Module Federation `./routes`): its routes, with the paths
// of the contracts' table. The shell mounts this remote on the prefixes MOUNTS gives it.
import { lazy } from 'react';
import { PATHS } from '@pgportal/contracts/paths';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { recordRouterInstance } from '@pgportal/runtime/router';
import { recordSessionInstance } from '@pgportal/runtime/session';

// Proof that the session store and the router are one instance each (see @pgportal/runtime).
recordSessionInstance('mfe_auth');
recordRouterInstance('mfe_auth');

/** One sign-in page: /login is staff (tenant with ?role=tenant); /tenant/login is always tenant. */
const LoginPage = lazy(() => import('./pages/login-page'));
const VerifyPage = lazy(() => import('./pages/verify-page'));
const ManagersPage = lazy(() => import('./pages/managers-page'));
const AccountPage = lazy(() => import('./pages/account-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));

export const routes: RemoteRoutesModule = {
  routes: [
    { path: PATHS.login, element: <LoginPage /> },
    { path: PATHS.tenantLogin, element: <LoginPage /> },
    { path: PATHS.verify, element: <VerifyPage /> },
    { path: PATHS.managers, element: <ManagersPage /> },
    { path: PATHS.account, element: <AccountPage /> },
    { path: PATHS.settings, element: <SettingsPage /> },
  ],
};

export default routes;
