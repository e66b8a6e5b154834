import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsStaff } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, REPO_ROOT } from '../support/env';
import { addTenant, assignBed, freeBed } from '../support/seat-tenant';

// Issue 42, 'every page on a phone': at 375 px a manager reaches every tab of Tenant Details (the
// selected one in view), and records a notice seeing what it means before it is saved.

const PHONE = { width: 375, height: 812 };
const SHOTS = join(REPO_ROOT, 'test-results', 'staff-phone-pages');

const dayPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('on a 375 px phone a manager reaches every tab and records a notice seeing its consequences first', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  // The admin seats a tenant of the demo property (the manager's) through the API.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const stamp = Date.now();
  const tenantId = await addTenant(admin.request, {
    fullName: `noticed tenant ${stamp}`,
    email: `noticed.${stamp}@example.com`,
  });
  await assignBed(admin.request, tenantId, await freeBed(admin.request, 'last'), 6000);
  await admin.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsStaff(page, 'manager@example.com');
  await page.goto(`/app/tenants/view/${tenantId}`);
  const tabs = page.getByRole('tablist', { name: 'Tenant details' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allTextContents();
  expect(names).toContain('Days away');
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.scrollIntoViewIfNeeded();
    const box = (await tab.boundingBox())!;
    expect(box.x, `the tab ${name} starts in the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `the tab ${name} ends in the window`).toBeLessThanOrEqual(PHONE.width);
  }
  // The last tab, selected, stays in view.
  const history = page.getByRole('tab', { name: 'History', exact: true });
  await history.click();
  await expect(history).toHaveAttribute('aria-selected', 'true');
  await expect(history).toBeInViewport();
  await settled(page);
  await page.screenshot({ path: join(SHOTS, 'tenant-details-tabs.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'Tenant Details at 375 px');

  await page.getByRole('button', { name: 'Record notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record notice' });
  await dialog.getByLabel(/^Notice date/).fill(dayPlus(0));
  await dialog.getByLabel(/^Move-out date/).fill(dayPlus(10));
  const means = dialog.getByRole('status', { name: 'What this notice means' });
  await expect(means).toContainText('Notice period: 30 days.');
  await expect(means).toContainText('Days short: 20 days.');
  await expect(means).toContainText(/Deduction that follows: ₹[\d,]+(\.\d\d)? \(rent for the days short\)/);
  await settled(page);
  await page.screenshot({ path: join(SHOTS, 'record-notice.png') });
  await expectNoSeriousViolations(page, 'Record notice with its consequences at 375 px');
  await dialog.getByRole('button', { name: 'Record notice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Notice given, leaves on/)).toBeVisible();
  await expect(page.getByText('20 days short of the 30-day notice period', { exact: false })).toBeVisible();
  await context.close();
});
