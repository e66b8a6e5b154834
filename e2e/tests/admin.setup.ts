import { test as setup } from '@playwright/test';
import { signInAsStaff, signInAsTenant } from '../support/auth';
import { ADMIN_STATE, TENANT_STATE } from '../support/env';

// Journeys that start signed in reuse one admin session: codes are limited to 5 per e-mail an hour.
setup('the super admin signs in once for the journeys that start signed in', async ({ page }) => {
  await signInAsStaff(page, 'admin@example.com');
  await page.context().storageState({ path: ADMIN_STATE });
});

setup('the demo tenant signs in once for the journeys that start signed in', async ({ page }) => {
  await signInAsTenant(page, 'tenant@example.com');
  await page.context().storageState({ path: TENANT_STATE });
});
