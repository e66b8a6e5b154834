import { act, screen } from '@testing-library/react';
import { PATHS } from '@pgportal/contracts/paths';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import { renderRoutes, unmountedPaths } from '@pgportal/testing';
import routesModule, { routes } from './routes';

const LAZY = Symbol.for('react.lazy');
const elementAt = (path: string) => routes.routes.find((route) => route.path === path)?.element as
  | { type: { $$typeof: symbol } }
  | undefined;

describe('mfe_auth ./routes', () => {
  it('serves exactly its pages of the paths table, each loaded lazily, all where the shell mounts it', () => {
    const paths = [PATHS.login, PATHS.tenantLogin, PATHS.verify, PATHS.managers, PATHS.account, PATHS.settings];
    expect(routes.routes.map((route) => route.path).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(elementAt(path)?.type.$$typeof).toBe(LAZY);
    expect(unmountedPaths('mfe_auth', routes)).toEqual([]);
    expect(routesModule).toBe(routes);
  });

  it('serves /login and /tenant/login with the one sign-in page', () => {
    expect(elementAt(PATHS.tenantLogin)?.type).toBe(elementAt(PATHS.login)?.type);
  });

  it('renders the settings page (SPEC §2: only the word Settings)', async () => {
    await act(async () => {
      renderRoutes(routes, PATHS.settings);
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_auth')).toBe(useSession);
  });
});
