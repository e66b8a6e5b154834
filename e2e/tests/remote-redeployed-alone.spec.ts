import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_STATE, E2E_STATIC_ROOT, REPO_ROOT } from '../support/env';

test.use({ storageState: ADMIN_STATE });

function digestTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('one remote rebuilt and redeployed alone shows its change and serves a new sub-page', async ({ page }) => {
  test.setTimeout(240_000);
  const shellDist = join(E2E_STATIC_ROOT, 'shell', 'dist');
  const shellBefore = digestTree(shellDist);

  await page.goto('/app/dashboard');
  await page.goto('/app/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();

  // A copy of the remote's package beside the real one, with one page changed, built into the
  // deployed folder of the running server. The shell is not rebuilt.
  const stamp = `Rooms redeployed ${Date.now()}`;
  const copy = join(REPO_ROOT, '.redeploy-mfe-properties');
  rmSync(copy, { recursive: true, force: true });
  try {
    for (const item of ['package.json', 'tsconfig.json', 'rspack.config.mjs', 'src']) {
      cpSync(join(REPO_ROOT, 'mfe-properties', item), join(copy, item), { recursive: true });
    }
    writeFileSync(
      join(copy, 'src', 'pages', 'rooms-page.tsx'),
      `export default function RoomsPage() {\n  return <h1>${stamp}</h1>;\n}\n`,
    );
    // A page the shell has never heard of, under a prefix the remote owns (/app/rooms).
    const routes = join(copy, 'src', 'routes.tsx');
    writeFileSync(
      routes,
      readFileSync(routes, 'utf8').replace(
        'routes: [',
        `routes: [\n    { path: '/app/rooms/redeployed-sub-page', element: <h1>New sub-page ${stamp}</h1> },`,
      ),
    );
    execFileSync(
      join(REPO_ROOT, 'node_modules', '.bin', 'rspack'),
      ['build', '--output-path', join(E2E_STATIC_ROOT, 'mfe-properties', 'dist')],
      {
        cwd: copy,
        stdio: 'pipe',
      },
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }

  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: stamp, level: 1 })).toBeVisible();
    await page.goto('/app/rooms/redeployed-sub-page');
    await expect(page.getByRole('heading', { name: `New sub-page ${stamp}`, level: 1 })).toBeVisible();
    expect(digestTree(shellDist), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    // Put the real build back for the journeys that follow.
    const deployed = join(E2E_STATIC_ROOT, 'mfe-properties', 'dist');
    rmSync(deployed, { recursive: true, force: true });
    cpSync(join(REPO_ROOT, 'mfe-properties', 'dist'), deployed, { recursive: true });
  }
});
