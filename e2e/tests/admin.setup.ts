import { test as setup } from '@playwright/test';
import { signInAsStaff } from '../support/auth';
import { ADMIN_STATE } from '../support/env';

// Journeys that start signed in reuse one admin session: codes are limited to 5 per e-mail an hour.
setup('the super admin signs in once for the journeys that start signed in', async ({ page }) => {
  await signInAsStaff(page, 'admin@example.com');
  await page.context().storageState({ path: ADMIN_STATE });
});
