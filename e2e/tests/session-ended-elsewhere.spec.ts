import { expect, request as apiRequest, test } from '@playwright/test';
import { completeSignIn, signInAsStaff } from '../support/auth';
import { E2E_URL } from '../support/env';

test('a session ended on the server sends the user to sign in and back to the page', async ({
  page,
  context,
}) => {
  await signInAsStaff(page, 'manager@example.com');
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { name: 'Account information', level: 1 })).toBeVisible();

  // Logged out elsewhere: another client ends this very session on the server.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'the staff session cookie').toBeTruthy();
  const elsewhere = await apiRequest.newContext({
    baseURL: E2E_URL,
    extraHTTPHeaders: { cookie: `token=${token}` },
  });
  expect((await elsewhere.get('/api/v1/auth/logout')).ok()).toBe(true);
  await elsewhere.dispose();

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Faccount$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  await completeSignIn(page, 'manager@example.com');
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { name: 'Account information', level: 1 })).toBeVisible();
});
