import { act, screen } from '@testing-library/react';
import { PATHS } from '@pgportal/contracts/paths';
import type { PageName } from '@pgportal/contracts/paths';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import { renderRoutes, sampleUrl, unmountedPaths } from '@pgportal/testing';
import routesModule, { routes } from './routes';

const PAGES: Array<[PageName, string]> = [
  ['properties', 'Properties'],
  ['propertyAdd', 'Add Property'],
  ['propertyDetail', 'Property'],
  ['propertyUpdate', 'Update Property'],
  ['rooms', 'Rooms'],
  ['roomView', 'Room'],
  ['propertyAddRoom', 'Add Room'],
  ['propertyRoom', 'Room'],
  ['assignBed', 'Assign a bed'],
  ['reports', 'Reports'],
  ['expenses', 'Expenses'],
  ['occupancy', 'Occupancy'],
  ['overview', 'Properties overview'],
  ['audit', 'Audit log'],
];

describe('mfe_properties ./routes', () => {
  it('serves exactly its pages of the paths table, all under prefixes the shell mounts on it', () => {
    expect(routes.routes.map((route) => route.path).sort()).toEqual(
      PAGES.map(([page]) => PATHS[page]).sort(),
    );
    expect(unmountedPaths('mfe_properties', routes)).toEqual([]);
    expect(routesModule).toBe(routes);
  });

  it.each(PAGES)('%s renders its heading %s', async (page, heading) => {
    await act(async () => {
      renderRoutes(routes, sampleUrl(PATHS[page]));
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_properties')).toBe(useSession);
  });
});
