// Standalone development page (http://localhost:3002). The shell never loads this file: it loads
// ./routes through Module Federation, and the portal's stylesheet is the shell's.
import { mountStandalone } from '../../tooling/rspack/standalone';
import { routes } from './routes';

/** Where each page lives in the portal (the shell's route tree uses the same paths). */
const PATHS: Record<string, string> = {
  properties: '/app/properties',
  propertyAdd: '/app/property/add',
  propertyDetail: '/app/property/:id',
  propertyUpdate: '/app/property/:id/update',
  rooms: '/app/rooms',
  roomView: '/app/rooms/view/:roomId',
  propertyAddRoom: '/app/property/:id/add-room',
  propertyRoom: '/app/property/:id/room/:roomId',
};

mountStandalone({ name: 'mfe_properties', routes, paths: PATHS });
