// Issue 42, the tenant's side: on a 375 px phone, Home opens with what is due and the pay button,
// and an unread notice from the office shows above the fold until the tenant marks it read; the
// first visit on a phone says how to add the portal to the home screen, once. Axe clean.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { PATHS } from '@pgportal/contracts/paths';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 812 };
const RENT = 8600;

/** Whether the element's top edge is on the first screen (above the fold). */
const aboveTheFold = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  return !!box && box.y >= 0 && box.y < page.viewportSize()!.height;
};

test('the tenant’s Home on a phone leads with the due and the pay button, and an unread notice until read', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `home.due.${stamp}@example.com`;
  const title = `Gate closes at 10 pm ${stamp}`;
  const staff = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  const listed = await staff.request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  const headers = { origin: E2E_URL };
  expect((await staff.request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, { headers })).ok()).toBe(true);
  await verifiedTenantOnABed(staff.request, browser, email, `ravi home ${stamp}`, RENT);
  const posted = await staff.request.post(`${API_BASE}${API.notice.add}`, {
    headers,
    multipart: { title, text: 'Come back before 10 pm, or call the warden.' },
  });
  expect(posted.status()).toBe(201);

  const tenant = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto(PATHS.tenantDashboard);

  // What is due first, with the pay button, both on the first screen.
  const due = tenant.getByRole('region', { name: 'What you owe' });
  await expect(due).toContainText('You owe ₹8,600');
  const pay = due.getByRole('link', { name: 'Pay ₹8,600 in a UPI app' });
  await expect(pay).toBeVisible();
  expect(await aboveTheFold(tenant, pay)).toBe(true);
  await expect(due.getByRole('button', { name: 'I have paid everything due' })).toBeVisible();

  // The office's unread notice, above the fold too.
  const notice = tenant.getByRole('region', { name: 'New notice from the office' });
  await expect(notice).toContainText(title);
  expect(await aboveTheFold(tenant, notice)).toBe(true);

  // The install hint, once (this is a phone's first visit).
  const hint = tenant.getByRole('region', { name: 'Keep PG Portal on your phone' });
  await expect(hint).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, "the tenant's Home with the due, a notice and the install hint (phone)");
  await hint.getByRole('button', { name: 'Not now' }).click();
  await expect(hint).toBeHidden();

  // Marked read, it gives way (to an older unread notice another journey posted, if any); after a
  // reload it stays gone, and so does the hint.
  const read = tenant.waitForResponse((response) => /\/notice\/[^/]+\/read$/.test(response.url()));
  await notice.getByRole('button', { name: 'Mark as read' }).click();
  expect((await read).ok()).toBe(true);
  await expect(notice.getByText(title)).toHaveCount(0);
  await tenant.reload();
  await expect(due.getByRole('link', { name: 'Pay ₹8,600 in a UPI app' })).toBeVisible();
  await expect(tenant.getByRole('region', { name: 'Notices' }).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(notice.getByText(title)).toHaveCount(0);
  await expect(hint).toHaveCount(0);

  // Billing leads with the same summary, at the top of the page although Home was left scrolled
  // down (Home has a 'What you owe' of its own: wait for Billing before measuring).
  await tenant.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await tenant.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Billing' }).click();
  await expect(tenant.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const billingDue = tenant.getByRole('region', { name: 'What you owe' });
  await expect(billingDue).toContainText('You owe ₹8,600');
  expect(await aboveTheFold(tenant, billingDue)).toBe(true);
  await settled(tenant);
  await expectNoSeriousViolations(tenant, "the tenant's Billing (phone)");
});
