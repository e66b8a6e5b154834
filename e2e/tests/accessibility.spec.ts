import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { signInAsTenant } from '../support/auth';
import { ADMIN_STATE } from '../support/env';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

interface Screen {
  path: string;
  /** The page's main heading, shown once the screen is there. */
  heading: string | RegExp;
}

const SIGNED_OUT: Screen[] = [
  { path: '/', heading: /paying-guest homes/ },
  { path: '/login', heading: 'Staff Sign In' },
  { path: '/tenant/login', heading: 'Tenant Sign In' },
  { path: '/verify', heading: 'Token Missing' },
  { path: '/no-such-page', heading: 'Page not found' },
];

const ADMIN: Screen[] = [
  { path: '/app/dashboard', heading: 'Dashboard' },
  { path: '/app/managers', heading: 'Managers' },
  { path: '/app/account', heading: 'Account information' },
  { path: '/app/settings', heading: 'Settings' },
  { path: '/app/properties', heading: 'Properties' },
  { path: '/app/rooms', heading: 'Rooms' },
  { path: '/app/tenants', heading: 'Tenants' },
  // at 375 px these are checked here only: their journeys run at 1280 px (docs/testing.md)
  { path: '/app/dues', heading: 'Dues' },
  { path: '/app/reports', heading: 'Reports' },
  { path: '/app/expenses', heading: 'Expenses' },
  { path: '/app/occupancy', heading: 'Occupancy' },
  { path: '/app/reconcile', heading: 'Reconcile' },
];

const TENANT: Screen[] = [
  { path: '/tenant/dashboard', heading: 'Tenant Details' },
  { path: '/tenant/billing', heading: 'Billing' },
];

/**
 * Opens each screen and runs axe on it. Signed in, the first screen is loaded and the others are
 * reached as a person reaches them, inside the running portal (the router follows the address):
 * loading the whole portal again for each screen cost most of this test's time.
 */
async function check(page: Page, screens: readonly Screen[], where: string, { inApp = false } = {}) {
  for (const [index, screen] of screens.entries()) {
    if (inApp && index > 0) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, screen.path);
    } else await page.goto(screen.path);
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `${screen.path} (${where})`);
  }
}

async function withContext(
  browser: Browser,
  options: BrowserContextOptions,
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(options);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

// Sign-in codes are limited (5 per e-mail and address an hour): the admin's stored session is
// reused, and the tenant signs in once for both sizes.
let tenantState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signInAsTenant(await context.newPage(), 'tenant@example.com');
  tenantState = await context.storageState();
  await context.close();
});

// The two sizes run side by side, each on a worker (and server) of its own.
test.describe.configure({ mode: 'parallel' });

for (const { name, viewport } of VIEWPORTS) {
  test(`every built screen has no serious or critical axe finding (${name}, ${viewport.width}×${viewport.height})`, async ({
    browser,
  }) => {
    // 19 screens and a dialog, each checked by axe
    test.setTimeout(300_000);
    await withContext(browser, { viewport }, (page) => check(page, SIGNED_OUT, name));
    await withContext(browser, { viewport, storageState: ADMIN_STATE }, async (page) => {
      await check(page, ADMIN, name, { inApp: true });
      // The Add Manager form, open over the managers list.
      await page.goto('/app/managers');
      await page.getByRole('button', { name: 'Add Manager' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Manager' })).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the Add Manager form (${name})`);
    });
    await withContext(browser, { viewport, storageState: tenantState }, (page) =>
      check(page, TENANT, name, { inApp: true }),
    );
  });
}
