import { expect, test } from '@playwright/test';
import { completeSignIn } from '../support/auth';
import { E2E_PORT, E2E_URL } from '../support/env';

// The server answers for 127.0.0.1 too, but writes are trusted only from PUBLIC_URL's origin
// (localhost here): a page opened at 127.0.0.1 is sent there, so signing in works.
test('a browser at 127.0.0.1 is sent to the portal’s own address, where signing in works', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${E2E_PORT}/login?from=lan`);
  await expect(page).toHaveURL(`${E2E_URL}/login?from=lan`);
  await completeSignIn(page, 'admin@example.com');
  await expect(page).toHaveURL(`${E2E_URL}/app/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
