// What this remote exposes to the shell (Module Federation `./routes`): pages by name, and widgets.
import { lazy } from 'react';
import { recordSessionInstance } from '@pgportal/shared/session';
import type { RemoteRoutesModule } from '@pgportal/shared/types';

// Proof that the session store is one instance (see @pgportal/shared/session).
recordSessionInstance('mfe_complaints');

export const routes: RemoteRoutesModule = {
  pages: {},
  widgets: {
    allComplaints: lazy(() => import('./pages/all-complaints-section')),
  },
};

export default routes;
