// What this remote exposes to the shell (Module Federation `./routes`): its pages by name.
import { lazy } from 'react';
import { recordSessionInstance } from '@pgportal/runtime/session';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

// Proof that the session store is one instance (see @pgportal/runtime/session).
recordSessionInstance('mfe_auth');

/** One sign-in page: /login is staff (tenant with ?role=tenant); /tenant/login is always tenant. */
const LoginPage = lazy(() => import('./pages/login-page'));

export const routes: RemoteRoutesModule = {
  pages: {
    login: LoginPage,
    tenantLogin: LoginPage,
    verify: lazy(() => import('./pages/verify-page')),
    managers: lazy(() => import('./pages/managers-page')),
    account: lazy(() => import('./pages/account-page')),
    settings: lazy(() => import('./pages/settings-page')),
  },
};

export default routes;
