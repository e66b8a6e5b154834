import { expect, test } from '@playwright/test';
import { signInAsStaff } from '../support/auth';

test('the super admin signs in with an e-mailed code, sees the dashboard and logs out', async ({ page }) => {
  await signInAsStaff(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(banner.getByText('Super Admin', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Managers' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
