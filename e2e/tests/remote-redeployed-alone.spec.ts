import { expect, test } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';
import { deployedDist, digestTree, rebuildRemoteAlone, restoreRemote } from '../support/redeploy';

test.use({ storageState: ADMIN_STATE });

test('one remote rebuilt and redeployed alone shows its change after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  const shellBefore = digestTree(deployedDist('shell'));

  await page.goto('/app/dashboard');
  await page.goto('/app/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  // A copy of the remote's package beside the real one, with one page changed, built into the
  // deployed folder of the running server. The shell is not rebuilt.
  const stamp = `Rooms redeployed ${Date.now()}`;
  try {
    rebuildRemoteAlone('mfe-properties', {
      files: {
        'src/pages/rooms-page.tsx': `export default function RoomsPage() {\n  return <h1>${stamp}</h1>;\n}\n`,
      },
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: stamp, level: 1 })).toBeVisible();
    expect(digestTree(deployedDist('shell')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restoreRemote('mfe-properties'); // the journeys that follow expect the normal build
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
});
