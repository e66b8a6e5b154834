// What this remote exposes to the shell (Module Federation `./routes`): its routes, with the paths
// of the contracts' table. The shell mounts this remote on the prefixes MOUNTS gives it.
import { lazy } from 'react';
import { PATHS } from '@pgportal/contracts/paths';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import { recordRouterInstance } from '@pgportal/runtime/router';
import { recordSessionInstance } from '@pgportal/runtime/session';

// Proof that the session store and the router are one instance each (see @pgportal/runtime).
recordSessionInstance('mfe_properties');
recordRouterInstance('mfe_properties');

const PropertiesPage = lazy(() => import('./pages/properties-page'));
const PropertyAddPage = lazy(() => import('./pages/property-add-page'));
const PropertyDetailPage = lazy(() => import('./pages/property-detail-page'));
const PropertyUpdatePage = lazy(() => import('./pages/property-update-page'));
const RoomsPage = lazy(() => import('./pages/rooms-page'));
const RoomViewPage = lazy(() => import('./pages/room-view-page'));
const PropertyAddRoomPage = lazy(() => import('./pages/property-add-room-page'));
const PropertyRoomPage = lazy(() => import('./pages/property-room-page'));
const AssignBedPage = lazy(() => import('./pages/assign-bed-page'));
const ReportsPage = lazy(() => import('./pages/reports-page'));
const ExpensesPage = lazy(() => import('./pages/expenses-page'));
const OccupancyPage = lazy(() => import('./pages/occupancy-page'));
const OverviewPage = lazy(() => import('./pages/overview-page'));
const AuditPage = lazy(() => import('./pages/audit-page'));

export const routes: RemoteRoutesModule = {
  routes: [
    { path: PATHS.properties, element: <PropertiesPage /> },
    { path: PATHS.propertyAdd, element: <PropertyAddPage /> },
    { path: PATHS.propertyDetail, element: <PropertyDetailPage /> },
    { path: PATHS.propertyUpdate, element: <PropertyUpdatePage /> },
    { path: PATHS.rooms, element: <RoomsPage /> },
    { path: PATHS.roomView, element: <RoomViewPage /> },
    { path: PATHS.propertyAddRoom, element: <PropertyAddRoomPage /> },
    { path: PATHS.propertyRoom, element: <PropertyRoomPage /> },
    { path: PATHS.assignBed, element: <AssignBedPage /> },
    { path: PATHS.reports, element: <ReportsPage /> },
    { path: PATHS.expenses, element: <ExpensesPage /> },
    { path: PATHS.occupancy, element: <OccupancyPage /> },
    { path: PATHS.overview, element: <OverviewPage /> },
    { path: PATHS.audit, element: <AuditPage /> },
  ],
};

export default routes;
