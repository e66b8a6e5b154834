// Issue 27: the tenant's phone. The portal is installable (manifest, service worker, Chromium finds
// no installability error); the tenant opens Billing, loses the signal, reloads and still sees the
// amount due and the UPI QR with "as of <time>"; an action that needs the network says so; back
// online, a payment staff recorded meanwhile shows by itself, and the next visit paints the kept
// screen before its scripts run. Signing out leaves no personal data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { todayApiDate } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import { PATHS } from '@pgportal/contracts/paths';
import type { Invoice } from '@pgportal/contracts/types';
import { signInAsTenant } from '../support/auth';
import { serviceWorkerActive } from '../support/service-worker';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_FULL_CHROMIUM, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const RENT = 9800;
const PHONE = { width: 375, height: 812 };

/** The tenant's kept screen of a page (the service worker paints it first on the next visit), as text. */
const keptScreenOf = (page: Page, path: string) =>
  page.evaluate(
    async (kept) => (await (await caches.open('pgportal-personal-screens')).match(kept))?.text() ?? '',
    path,
  );

const invoicesOf = async (request: APIRequestContext, tenantId: string) =>
  ((await (await request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`)).json()) as { data: Invoice[] })
    .data;

// This journey needs the service worker; the others run with it blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the tenant’s phone: installable, dues and QR offline, refreshed back online, nothing kept after sign-out', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `offline.${stamp}@example.com`;
  const staffContext = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  const tenantId = await verifiedTenantOnABed(staff.request, browser, email, `asha offline ${stamp}`, RENT);

  // A real profile, as on a phone: Chromium offers no install from an incognito context (Playwright's usual).
  const profile = mkdtempSync(join(tmpdir(), 'pgportal-phone-'));
  const phone = await chromium.launchPersistentContext(profile, {
    executablePath: E2E_FULL_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    headless: true,
    baseURL: E2E_URL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  // Outside the test's fixtures, this context's actions have no time limit of their own, and a test
  // that times out waiting on one does not name it: give them the expectations' limit.
  phone.setDefaultTimeout(30_000);
  phone.setDefaultNavigationTimeout(60_000);
  const tenant = phone.pages()[0] ?? (await phone.newPage());
  await signInAsTenant(tenant, email);

  // Installable: the manifest's fields, a service worker in control, no installability error.
  const manifestLink = await tenant.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await tenant.request.get(manifestLink!)).json()) as Record<string, unknown> & {
    icons: Array<{ sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'PG Portal',
    start_url: PATHS.tenantDashboard,
    display: 'standalone',
    scope: `${PATHS.tenantArea}/`,
  });
  expect(manifest.theme_color).toBeTruthy();
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  await serviceWorkerActive(tenant);

  // Home and Billing, under the service worker's control (their answers are kept from now on). The
  // reload paints Home's kept screen first, whose manifest is named only after that paint: the page
  // must still be installable.
  await expect
    .poll(() => keptScreenOf(tenant, PATHS.tenantDashboard), { timeout: 15_000 })
    .toContain('You owe'); // Home leads with what is due (issue 42)
  await tenant.reload();
  await expect.poll(() => tenant.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const nav = tenant.getByRole('navigation', { name: 'Main' });
  await expect(tenant.getByRole('link', { name: /Due Amount/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Billing' }).click();
  const cdp = await phone.newCDPSession(tenant);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const card = tenant.getByRole('region', { name: /^Pay INV-/ });
  await expect(card.getByRole('link', { name: 'Pay ₹9,800 in a UPI app' })).toBeVisible();

  // No signal: a reload still shows the amount due, the QR, and when it was saved.
  await phone.setOffline(true);
  await tenant.reload();
  await expect(tenant.getByRole('status').filter({ hasText: MESSAGES.offlineBanner })).toContainText(
    /as of \d/,
  );
  await expect(card.getByRole('link', { name: 'Pay ₹9,800 in a UPI app' })).toBeVisible();
  const invoiceId = (await card.getByRole('heading').innerText()).trim();
  await card.getByText('Scan from another phone').click();
  await expect(
    card.getByRole('img', { name: new RegExp(`UPI QR code to pay ₹9,800 for ${invoiceId}`) }),
  ).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'tenant billing offline (phone)');

  // Home too shows what is due.
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(tenant.getByRole('link', { name: /Due Amount/ })).toContainText('₹9,800');
  await nav.getByRole('link', { name: 'Billing' }).click();

  // Saying 'I have paid' needs the network: it says so.
  await card.getByRole('button', { name: `I have paid ${invoiceId}` }).click();
  const dialog = tenant.getByRole('dialog', { name: 'I have paid' });
  await dialog.getByLabel(/UTR/).fill(String(stamp).slice(-12).padStart(12, '4'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(tenant.getByText(MESSAGES.offline).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Meanwhile the office records a part payment; back online, Billing shows it without a reload.
  const rent = (await invoicesOf(staff.request, tenantId)).find((invoice) => invoice.invoiceId === invoiceId);
  const paid = await staff.request.patch(`${API_BASE}${API.payment.pay(rent!._id)}`, {
    headers: { origin: E2E_URL },
    data: { paymentMode: 'CASH', paidAt: todayApiDate(), amount: 3000 },
  });
  expect(paid.status()).toBe(200);
  await phone.setOffline(false);
  await expect(card.getByRole('link', { name: 'Pay ₹6,800 in a UPI app' })).toBeVisible();
  await expect(tenant.getByText(MESSAGES.offlineBanner)).toBeHidden();

  // The screen is kept once it settles; the next visit paints it before any script has run (the
  // worker's page carries it), then the live page takes its place.
  await expect.poll(() => keptScreenOf(tenant, PATHS.tenantBilling), { timeout: 15_000 }).toContain('₹6,800');
  const reopened = await tenant.reload();
  expect(reopened?.fromServiceWorker()).toBe(true);
  expect(await reopened?.text()).toMatch(/id="pgportal-snapshot"[^]*₹6,800/);
  await expect(card.getByRole('link', { name: 'Pay ₹6,800 in a UPI app' })).toBeVisible();
  await expect(tenant.locator('#pgportal-snapshot')).toHaveCount(0);

  // Signing out forgets every personal answer: offline, nothing of the tenant's shows.
  await tenant.getByRole('button', { name: 'Logout' }).click();
  await expect(tenant).toHaveURL(`${E2E_URL}/`);
  const kept = await tenant.evaluate(() => caches.keys());
  expect(kept.filter((name) => name.startsWith('pgportal-personal'))).toEqual([]);
  await phone.setOffline(true);
  const signedOutPage = await tenant.goto(PATHS.tenantBilling).catch(() => null);
  expect((await signedOutPage?.text()) ?? '').not.toContain('pgportal-snapshot');
  await expect(tenant.getByText(/₹6,800|₹9,800/)).toHaveCount(0);
  await expect(tenant.getByText(`asha offline ${stamp}`, { exact: false })).toHaveCount(0);
  await phone.close();
  rmSync(profile, { recursive: true, force: true });
  await staffContext.close();
});
