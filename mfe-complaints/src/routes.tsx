// What this remote exposes to the shell (Module Federation `./routes`): the Notices page (issue 27),
// and widgets: the staff dashboard's 'All Complaints' and the tenant page's 'My Complaints' tab.
import { lazy } from 'react';
import { PATHS } from '@pgportal/contracts/paths';
import { recordRouterInstance } from '@pgportal/runtime/router';
import { recordSessionInstance } from '@pgportal/runtime/session';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

// Proof that the session store and the router are one instance each (see @pgportal/runtime).
recordSessionInstance('mfe_complaints');
recordRouterInstance('mfe_complaints');

const OfficeNoticesPage = lazy(() => import('./pages/office-notices-page'));

export const routes: RemoteRoutesModule = {
  routes: [{ path: PATHS.notices, element: <OfficeNoticesPage /> }],
  widgets: {
    allComplaints: lazy(() => import('./pages/all-complaints-section')),
    myComplaints: lazy(() => import('./pages/my-complaints-section')),
  },
};

export default routes;
