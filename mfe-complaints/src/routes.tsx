// What this remote exposes to the shell (Module Federation `./routes`): no pages yet, and widgets.
import { lazy } from 'react';
import { recordSessionInstance } from '@pgportal/runtime/session';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

// Proof that the session store is one instance (see @pgportal/runtime/session).
recordSessionInstance('mfe_complaints');

export const routes: RemoteRoutesModule = {
  routes: [],
  widgets: {
    allComplaints: lazy(() => import('./pages/all-complaints-section')),
  },
};

export default routes;
