import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE, REPO_ROOT } from '../support/env';
import {
  deployedDist,
  digestTree,
  loadedCopies,
  rebuildRemoteAlone,
  restoreRemote,
} from '../support/redeploy';

test.use({ storageState: ADMIN_STATE });

/** The kit every app is built on, and one minor ahead of it: the copy this test's remote brings. */
const KIT_VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'shared/ui/package.json'), 'utf8')) as { version: string }
).version;
const NEWER_KIT = KIT_VERSION.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

const PREVIEW_TEXT = `Preview of kit ${NEWER_KIT}`;

// A component that exists only in this test's copy of the kit, with its own CSS module.
const KIT_PREVIEW = `import * as styles from './kit-preview.module.css';

export function KitPreview() {
  return <p className={styles.preview}>${PREVIEW_TEXT}</p>;
}
`;
const KIT_PREVIEW_CSS = `.preview {
  margin: 0 0 16px;
  padding: 4px 10px;
  border: 2px solid rgb(15, 118, 110);
  border-radius: var(--radius-full);
}
`;
// mfe-complaints' dashboard widget, now also showing the new component.
const SECTION = `import { Card, DataTable, KitPreview } from '@pgportal/ui';
import type { DataTableColumn } from '@pgportal/ui';

const COLUMNS: DataTableColumn<{ _id: string }>[] = [
  { key: 'name', header: 'Name' },
  { key: 'status', header: 'Status' },
];

export default function AllComplaintsSection() {
  return (
    <Card title="All Complaints">
      <KitPreview />
      <DataTable columns={COLUMNS} rows={[]} getRowId={(row) => row._id} label="All Complaints" />
    </Card>
  );
}
`;

/** The class names the kit gave the page header and the card (they name the kit copy: salted per build). */
async function kitClasses(page: Page) {
  return page.evaluate(() => ({
    header: document.querySelector('main h1')?.closest('header')?.className ?? '',
    // The complaints widget's card (the stats cards of another remote come before it).
    card:
      [...document.querySelectorAll('main section h2')]
        .find((heading) => heading.textContent === 'All Complaints')
        ?.closest('section')?.className ?? '',
  }));
}

test('a remote rebuilt alone on a newer kit brings its own copy; the shell and the other remotes keep theirs', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shellBefore = digestTree(deployedDist('shell'));

  // Before: the dashboard's header (the shell's) and the complaints widget's card both use the shell's kit.
  await page.goto('/app/dashboard');
  await expect(page.getByRole('table', { name: 'All Complaints' })).toBeVisible();
  const shellKit = await kitClasses(page);
  expect(shellKit.card).not.toBe('');

  try {
    rebuildRemoteAlone('mfe-complaints', {
      files: { 'src/pages/all-complaints-section.tsx': SECTION },
      kit: {
        version: NEWER_KIT,
        files: { 'kit-preview.tsx': KIT_PREVIEW, 'kit-preview.module.css': KIT_PREVIEW_CSS },
        exports: ["export { KitPreview } from './kit-preview';"],
      },
    });

    const stylesheets: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()),
    );
    await page.goto('/app/dashboard');

    // The new component, styled by its own CSS module, fetched from the remote's server.
    const preview = page.getByText(PREVIEW_TEXT);
    await expect(preview).toBeVisible();
    await expect(preview).toHaveCSS('border-top-color', 'rgb(15, 118, 110)');
    expect(stylesheets.some((url) => url.includes('/mfe/mfe-complaints/'))).toBe(true);
    expect(await loadedCopies(page, '@pgportal/ui')).toEqual({
      [KIT_VERSION]: 'shell',
      [NEWER_KIT]: 'mfe_complaints',
    });

    // Two kit copies on one page, each with its own class names: neither restyles the other.
    const dashboard = await kitClasses(page);
    expect(dashboard.header, "the shell's page header comes from the shell's kit").toBe(shellKit.header);
    expect(dashboard.card, "the widget's card now comes from the newer copy").not.toBe(shellKit.card);
    const card = page.getByRole('heading', { name: 'All Complaints' }).locator('xpath=ancestor::section[1]');
    await expect(card).toHaveCSS('border-radius', '14px');
    await expect(card.getByRole('columnheader', { name: 'Name' })).toHaveCSS(
      'background-color',
      'rgb(248, 250, 252)',
    );

    // Another remote (mfe-auth) still gets the shell's kit, and the shell's files are untouched.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Managers' }).click();
    await expect(page.getByRole('heading', { name: 'Managers', level: 1 })).toBeVisible();
    expect((await kitClasses(page)).header).toBe(shellKit.header);
    await expect(page.getByRole('button', { name: 'Add Manager' })).toHaveCSS(
      'background-color',
      'rgb(67, 56, 202)',
    );
    expect(await loadedCopies(page, '@pgportal/ui')).toEqual({
      [KIT_VERSION]: 'shell',
      [NEWER_KIT]: 'mfe_complaints',
    });
    expect(digestTree(deployedDist('shell')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restoreRemote('mfe-complaints'); // the journeys that follow expect the normal build
  }
  await page.goto('/app/dashboard');
  await expect(page.getByRole('table', { name: 'All Complaints' })).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toHaveCount(0);
});
