import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_STATE, REPO_ROOT } from '../support/env';
import { deployedDist, digestTree, rebuildRemoteAlone, restoreRemote } from '../support/redeploy';

test.use({ storageState: ADMIN_STATE });

test('one remote rebuilt and redeployed alone shows its change and serves a new sub-page', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = digestTree(deployedDist('shell'));

  await page.goto('/app/dashboard');
  await page.goto('/app/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  // A copy of the remote's package beside the real one, with one page changed, built into the
  // deployed folder of the running server. The shell is not rebuilt.
  const stamp = `Rooms redeployed ${Date.now()}`;
  try {
    // A page the shell has never heard of, under a prefix the remote owns (/app/rooms).
    const routes = readFileSync(join(REPO_ROOT, 'mfe-properties', 'src', 'routes.tsx'), 'utf8').replace(
      'routes: [',
      `routes: [\n    { path: '/app/rooms/redeployed-sub-page', element: <h1>New sub-page ${stamp}</h1> },`,
    );
    rebuildRemoteAlone('mfe-properties', {
      files: {
        'src/pages/rooms-page.tsx': `export default function RoomsPage() {\n  return <h1>${stamp}</h1>;\n}\n`,
        'src/routes.tsx': routes,
      },
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: stamp, level: 1 })).toBeVisible();
    await page.goto('/app/rooms/redeployed-sub-page');
    await expect(page.getByRole('heading', { name: `New sub-page ${stamp}`, level: 1 })).toBeVisible();
    expect(digestTree(deployedDist('shell')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restoreRemote('mfe-properties'); // the journeys that follow expect the normal build
  }
  await page.goto('/app/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
});
