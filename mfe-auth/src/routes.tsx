// What this remote exposes to the shell (Module Federation `./routes`): its pages by name.
import { lazy } from 'react';
import { SESSION_STORE_ID, useSession } from '@pgportal/shared/session';
import type { RemoteRoutesModule } from '@pgportal/shared/types';

// Proof that the session store is one instance: each bundle records the store it was given.
((globalThis as Record<symbol, Map<string, unknown> | undefined>)[SESSION_STORE_ID] ??= new Map()).set(
  'mfe_auth',
  useSession,
);

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
