import { expect, test } from '@playwright/test';

test('a first visit shows the landing page with both ways in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/centralized system for PG administrators and tenants/i)).toBeVisible();
  await expect(page.getByText(/admissions, beds, meals and complaints/i)).toBeVisible();
  await expect(page.getByText(/secure/i).first()).toBeVisible();

  await page.getByRole('link', { name: 'Login to Portal' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Manage your PG properties, tenants, and payments — all in one place.'),
  ).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Tenant Login' }).click();
  await expect(page).toHaveURL(/\/tenant\/login$/);
  await expect(
    page.getByText('Access your room details, rent status, meals, and raise complaints'),
  ).toBeVisible();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
