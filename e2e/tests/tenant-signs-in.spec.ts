import { expect, test } from '@playwright/test';
import { signInAsTenant } from '../support/auth';

test('a tenant signs in to the tenant dashboard', async ({ page }) => {
  await signInAsTenant(page, 'tenant@example.com');
  await expect(page.getByText('TENANT', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Billing', exact: true })).toBeVisible();
});

test('a tenant opening the admin area lands on /unauthorized', async ({ page }) => {
  await signInAsTenant(page, 'tenant@example.com');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('403 Access Denied')).toBeVisible();
  await expect(page.getByText("Sorry, but you don't have permission to access this page.")).toBeVisible();
});
