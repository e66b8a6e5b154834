// What this remote exposes to the shell (Module Federation `./routes`): pages by name, and widgets.
import { lazy } from 'react';
import { SESSION_STORE_ID, useSession } from '@pgportal/shared/session';
import type { RemoteRoutesModule } from '@pgportal/shared/types';

// Proof that the session store is one instance: each bundle records the store it was given.
((globalThis as Record<symbol, Map<string, unknown> | undefined>)[SESSION_STORE_ID] ??= new Map()).set(
  'mfe_complaints',
  useSession,
);

export const routes: RemoteRoutesModule = {
  pages: {},
  widgets: {
    allComplaints: lazy(() => import('./pages/all-complaints-section')),
  },
};

export default routes;
