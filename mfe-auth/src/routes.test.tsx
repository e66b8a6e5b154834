import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import routesModule, { routes } from './routes';

const LAZY = Symbol.for('react.lazy');

describe('mfe_auth ./routes', () => {
  it('exposes exactly the pages the shell asks for, each loaded lazily', () => {
    expect(Object.keys(routes.pages).sort()).toEqual([
      'account',
      'login',
      'managers',
      'settings',
      'tenantLogin',
      'verify',
    ]);
    for (const page of Object.values(routes.pages)) {
      expect((page as unknown as { $$typeof: symbol }).$$typeof).toBe(LAZY);
    }
    expect(routesModule).toBe(routes);
  });

  it('serves /login and /tenant/login with the one sign-in page', () => {
    expect(routes.pages.tenantLogin).toBe(routes.pages.login);
  });

  it('renders the settings page (SPEC §2: only the word Settings)', async () => {
    const Settings = routes.pages.settings!;
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={null}>
            <Settings />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_auth')).toBe(useSession);
  });
});
