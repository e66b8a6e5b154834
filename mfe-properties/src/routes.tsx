// What this remote exposes to the shell (Module Federation `./routes`): its pages by name.
import { lazy } from 'react';
import { recordSessionInstance } from '@pgportal/runtime/session';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

// Proof that the session store is one instance (see @pgportal/runtime/session).
recordSessionInstance('mfe_properties');

export const routes: RemoteRoutesModule = {
  pages: {
    properties: lazy(() => import('./pages/properties-page')),
    propertyAdd: lazy(() => import('./pages/property-add-page')),
    propertyDetail: lazy(() => import('./pages/property-detail-page')),
    propertyUpdate: lazy(() => import('./pages/property-update-page')),
    rooms: lazy(() => import('./pages/rooms-page')),
    roomView: lazy(() => import('./pages/room-view-page')),
    propertyAddRoom: lazy(() => import('./pages/property-add-room-page')),
    propertyRoom: lazy(() => import('./pages/property-room-page')),
  },
};

export default routes;
