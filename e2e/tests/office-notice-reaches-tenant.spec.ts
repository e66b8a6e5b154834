// Issue 27, notices from the office: staff post a notice with an image on /app/notices (1280 px);
// it is mailed to a verified tenant of the property, who sees it on their dashboard (375 px) bold
// with 'New', opens it (image shown), and after a reload it shows read. Axe clean at both sizes.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { expect, test } from '@playwright/test';
import { signInAsTenant, waitForMail } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { gradientPng } from '../support/images';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

test('staff post a notice; the tenant sees it unread on a phone, opens it, and it stays read', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `notices.${stamp}@example.com`;
  const title = `Water off Sunday ${stamp}`;
  const staff = await (await browser.newContext({ storageState: ADMIN_STATE, viewport: DESKTOP })).newPage();
  const listed = await staff.request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  const headers = { origin: E2E_URL };
  expect(
    (await staff.request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, { headers })).ok(),
  ).toBe(true);
  await verifiedTenantOnABed(staff.request, browser, email, `neha notices ${stamp}`, 8000);

  // Staff, at a desk: Notices in the sidebar, then 'Post notice'.
  await staff.goto('/app/dashboard');
  await staff.getByRole('navigation').getByRole('link', { name: 'Notices' }).click();
  await expect(staff.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: 'Post notice' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Post notice' });
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByLabel(/^Text/).fill('The tank is cleaned from 10 to 12. Store water the night before.');
  await dialog
    .getByLabel(/Image/)
    .setInputFiles({ name: 'tank.png', mimeType: 'image/png', buffer: gradientPng(320, 200) });
  await settled(staff);
  await expectNoSeriousViolations(staff, 'the Post notice dialog (desktop)');
  const since = new Date(Date.now() - 1000);
  await dialog.getByRole('button', { name: 'Post notice' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('table', { name: 'Notices' }).getByText(title)).toBeVisible();
  await settled(staff);
  await expectNoSeriousViolations(staff, 'the Notices page (desktop)');
  const mail = await waitForMail(staff.request, email, since, /Notice from/);
  expect(mail.text).toContain('Store water the night before.');
  await staff.setViewportSize(PHONE);
  await expect(staff.getByRole('table', { name: 'Notices' }).getByText(title)).toBeVisible();
  await expectNoSeriousViolations(staff, 'the Notices page (phone)');

  // The tenant, on a phone: the notice on the dashboard, bold with 'New' until opened.
  const tenant = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto('/tenant/dashboard');
  const notices = tenant.getByRole('region', { name: /Notices/ });
  const toggle = notices.getByRole('button', { name: new RegExp(title) });
  await expect(toggle).toBeVisible();
  await expect(toggle.getByText('New')).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'the tenant dashboard with an unread notice (phone)');
  const read = tenant.waitForResponse((response) => /\/notice\/[^/]+\/read$/.test(response.url()));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(notices.getByText('Store water the night before.')).toBeVisible();
  await expect(notices.getByRole('img', { name: new RegExp(title) })).toBeVisible();
  expect((await read).ok()).toBe(true);

  await tenant.reload();
  await expect(toggle).toBeVisible();
  await expect(toggle.getByText('New')).toHaveCount(0);
  await tenant.setViewportSize(DESKTOP);
  await expect(toggle).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'the tenant dashboard with the notice read (desktop)');
});
