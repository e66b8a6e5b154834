import { expect, test } from '@playwright/test';
import { completeSignIn } from '../support/auth';

test('a signed-out deep link comes back to its page after sign-in', async ({ page }) => {
  await page.goto('/app/tenants');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ftenants$/);
  await completeSignIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/app\/tenants$/);
  await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
});
