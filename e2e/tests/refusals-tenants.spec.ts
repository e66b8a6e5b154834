import { expect, test } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { ADMIN_STATE } from '../support/env';
import {
  expectErrorToast,
  expectFieldError,
  expectNoUnknownError,
  serverMessageOf,
} from '../support/refusals';

test.use({ storageState: ADMIN_STATE });

test("admitting a tenant with an e-mail in use shows the server's message and marks Email", async ({
  page,
}) => {
  await page.goto('/app/tenants/admission');
  const form = page.getByRole('form', { name: 'New Tenant' });
  await form.getByLabel(/^Full Name/).fill('Rahul Again');
  // A seeded tenant's address.
  await form.getByLabel(/^Email/).fill('rahul.sharma@example.com');
  await form.getByLabel(/^Phone Number/).fill('+91 98765 43299');
  await form.getByLabel(/^Date of Birth/).fill('2000-01-02');
  await form.getByLabel(/^Address/).fill('4 Residency Road, Bengaluru');
  await form.getByLabel('Profession').selectOption('JOB');
  await form.getByRole('button', { name: 'Add Tenant' }).click();

  await expectErrorToast(page, MESSAGES.emailInUse);
  await expectFieldError(form.getByRole('textbox', { name: /^Email/ }), MESSAGES.emailInUse);
  await expect(page).toHaveURL(/\/app\/tenants\/admission$/);
});

test('deleting a tenant who is on a bed says to vacate first, and the tenant stays', async ({ page }) => {
  await page.goto('/app/tenants?search=Rahul');
  await page.getByRole('button', { name: 'Actions for Rahul Sharma' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tenant' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectErrorToast(page, MESSAGES.tenantOnBed);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Rahul Sharma/ })).toBeVisible();
});

test("a tenant's page for an id that does not exist shows the server's message", async ({ page }) => {
  const missing = 'no-such-tenant';
  expect(await serverMessageOf(page, `/api/v1/tenant/fetch/${missing}`)).toBe(MESSAGES.tenantNotFound);

  await page.goto(`/app/tenants/view/${missing}`);
  const panel = page.getByRole('main').getByRole('alert');
  await expect(panel).toContainText(MESSAGES.tenantNotFound);
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectErrorToast(page, MESSAGES.tenantNotFound);

  await page.goto('/app/tenants/00000000-0000-4000-8000-00000000dead/update');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(MESSAGES.tenantNotFound);
  await expectNoUnknownError(page);
});
