import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';

test.use({ storageState: ADMIN_STATE });

/** Which providers of a shared package the Module Federation runtime has actually loaded. */
async function loadedProviders(page: Page, pkg: string) {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown };
    const share = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__?.__SHARE__;
    const providers = new Set<string>();
    for (const host of Object.values(share ?? {})) {
      for (const scope of Object.values(host)) {
        for (const entry of Object.values(scope[name] ?? {})) {
          if (entry.loaded || entry.loading) providers.add(entry.from);
        }
      }
    }
    return [...providers];
  }, pkg);
}

test('moving between routes of different remotes keeps one React, one router and one session store', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/app/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  // The account screen (mfe-auth) reads the user from the shell's session store.
  await expect(page.getByLabel('Email')).toHaveValue('admin@example.com');

  for (const pkg of [
    'react',
    'react-dom',
    '@pgportal/runtime/router',
    'zustand',
    '@pgportal/runtime/session',
  ]) {
    expect(await loadedProviders(page, pkg), `${pkg} comes from the shell only`).toEqual(['shell']);
  }
  // Every bundle that loaded records the session store it received: one object for all.
  const stores = await page.evaluate(() => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
      Symbol.for('pgportal.session')
    ];
    return { bundles: [...(registry?.keys() ?? [])], distinct: new Set(registry?.values() ?? []).size };
  });
  expect(stores.bundles).toEqual(
    expect.arrayContaining(['shell', 'mfe_auth', 'mfe_properties', 'mfe_tenants']),
  );
  expect(stores.distinct).toBe(1);
  // The same for the router (@pgportal/runtime/router, recordRouterInstance): one react-router for all.
  const routers = await page.evaluate(() => {
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
      Symbol.for('pgportal.router')
    ];
    return { bundles: [...(registry?.keys() ?? [])], distinct: new Set(registry?.values() ?? []).size };
  });
  expect(routers.bundles).toEqual(
    expect.arrayContaining(['shell', 'mfe_auth', 'mfe_properties', 'mfe_tenants']),
  );
  expect(routers.distinct).toBe(1);
  expect(errors.filter((text) => /Invalid hook call|more than one copy of React/i.test(text))).toEqual([]);
});

test('a remote whose files cannot be reached shows the unavailable panel and the rest still works', async ({
  page,
}) => {
  await page.goto('/app/dashboard');
  await page.route('**/mfe/mfe-properties/**', (route) => route.abort());
  await page.goto('/app/properties');
  await expect(page.getByText('This section is unavailable right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();

  await page.unroute('**/mfe/mfe-properties/**');
  await nav.getByRole('link', { name: 'Properties' }).click();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
});
