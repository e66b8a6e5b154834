import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';
import { deployedDist, digestTree, rebuildRemoteAlone, restoreRemote } from '../support/redeploy';

test.use({ storageState: ADMIN_STATE });

test('a remote built for an incompatible session store is refused loudly, never given a second store', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = digestTree(deployedDist('shell'));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  try {
    // mfe-properties built against @pgportal/runtime 2.x: it requires ^2.0.0, the shell provides 1.0.0.
    rebuildRemoteAlone('mfe-properties', {
      sharedVersions: { '@pgportal/runtime': '2.0.0', '@pgportal/runtime:required': '^2.0.0' },
    });

    await page.goto('/app/properties');
    await expect(page.getByText('This section is unavailable right now.')).toBeVisible();
    const refusal = (text: string) =>
      text.includes('mfe_properties needs @pgportal/runtime/session ^2.0.0') &&
      text.includes('the shell provides @pgportal/runtime/session 1.0.0');
    await expect.poll(() => errors.filter(refusal).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toHaveCount(0);

    // Retry asks again and is refused again (remotes build with strictModuleExceptionHandling).
    const before = errors.filter(refusal).length;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => errors.filter(refusal).length).toBeGreaterThan(before);
    await expect(page.getByText('This section is unavailable right now.')).toBeVisible();

    // The rest of the portal works, on one session store that mfe-properties never received.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tenants' }).click();
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    const stores = await page.evaluate(() => {
      const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
        Symbol.for('pgportal.session')
      ];
      return { bundles: [...(registry?.keys() ?? [])], distinct: new Set(registry?.values() ?? []).size };
    });
    expect(stores.bundles).toContain('mfe_tenants');
    expect(stores.bundles).not.toContain('mfe_properties');
    expect(stores.distinct).toBe(1);
    expect(digestTree(deployedDist('shell')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restoreRemote('mfe-properties'); // the journeys that follow expect the normal build
  }
  await page.goto('/app/properties');
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
});
