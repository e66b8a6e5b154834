import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE, TENANT_STATE } from '../support/env';

// Signed-in pages drawn by the server (issue 43), in the built portal: the page comes with a
// picture of itself drawn by the shell's and the remotes' picture modules for whoever asked (the
// layout, the heading, the first figures, the dashboard's widgets), painted before any script;
// the live page then takes its place without an error.
const PAGES = [
  {
    state: ADMIN_STATE,
    path: '/app/dashboard',
    // the shell's frame and page, mfe-tenants' figures and mfe-complaints' table
    texts: [
      'Administrator',
      '<h1>Dashboard</h1>',
      'Current property: ',
      'Occupied Beds',
      'Due Amount',
      'All Complaints',
    ],
    live: { role: 'heading', name: 'Dashboard' },
  },
  {
    state: ADMIN_STATE,
    path: '/app/tenants',
    texts: ['<h1>Tenants</h1>', 'Search tenants', 'Export CSV'],
    live: { role: 'heading', name: 'Tenants' },
  },
  {
    state: TENANT_STATE,
    path: '/tenant/billing',
    texts: ['<h1>Billing</h1>', 'You owe ', 'I have paid'],
    live: null,
  },
] as const;

/** The page's errors: a picture left behind, or a live page that failed, would log one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { state, path, texts, live } of PAGES) {
  test.describe(path, () => {
    test.use({ storageState: state });

    test('arrives drawn for the visitor, before any script runs', async ({ browser }) => {
      const context = await browser.newContext({ storageState: state, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.headers()['x-pgportal-pictured']).toBe('1');
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<template shadowrootmode="closed">');
        for (const text of texts) expect(html).toContain(text);
        // drawn whole: nothing left for a script to reveal, no slot left empty by mistake
        expect(html).not.toMatch(/<!--\$[!?]-->|pgportal-(remote-page|widget)-slot/);
      } finally {
        await context.close();
      }
    });

    test('is taken over by the live page without an error', async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator('html')).not.toHaveAttribute('data-snapshot');
      await expect(page.locator('#pgportal-snapshot')).toHaveCount(0);
      if (live) await expect(page.getByRole(live.role, { name: live.name, level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
