import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SESSION_STORE_ID, useSession } from '@pgportal/runtime/session';
import routesModule, { routes } from './routes';

const PAGES: Array<[string, string]> = [
  ['tenants', 'Tenants'],
  ['tenantAdmission', 'New Tenant'],
  ['tenantUpdate', 'Update Tenant'],
  ['tenantView', 'Tenant Details'],
  ['tenantDashboard', 'Tenant Details'],
  ['tenantBilling', 'Billing'],
  ['tenantProfile', 'Profile'],
];

describe('mfe_tenants ./routes', () => {
  it('exposes exactly the pages the shell asks for', () => {
    expect(Object.keys(routes.pages).sort()).toEqual(PAGES.map(([name]) => name).sort());
    expect(routesModule).toBe(routes);
  });

  it.each(PAGES)('%s renders its heading %s', async (name, heading) => {
    const Page = routes.pages[name]!;
    await act(async () => {
      render(
        <MemoryRouter>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('records the session store it was given, for the one-instance check', () => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[SESSION_STORE_ID];
    expect(registry?.get('mfe_tenants')).toBe(useSession);
  });
});
