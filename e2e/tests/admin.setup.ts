import { test as setup, type Browser, type Page } from '@playwright/test';
import { signInAsStaff, signInAsTenant } from '../support/auth';
import { adminStateFor, E2E_PORTS, tenantStateFor, urlOf } from '../support/env';

// Journeys that start signed in reuse one admin session: codes are limited to 5 per e-mail an hour.
// Each worker has a server (and database) of its own, so each server gets its own sessions.
async function signInOnEveryServer(
  browser: Browser,
  signIn: (page: Page) => Promise<void>,
  stateFor: (port: number) => string,
) {
  for (const port of E2E_PORTS) {
    const context = await browser.newContext({ baseURL: urlOf(port) });
    await signIn(await context.newPage());
    await context.storageState({ path: stateFor(port) });
    await context.close();
  }
}

setup('the super admin signs in once for the journeys that start signed in', async ({ browser }) => {
  await signInOnEveryServer(browser, (page) => signInAsStaff(page, 'admin@example.com'), adminStateFor);
});

setup('the demo tenant signs in once for the journeys that start signed in', async ({ browser }) => {
  await signInOnEveryServer(browser, (page) => signInAsTenant(page, 'tenant@example.com'), tenantStateFor);
});
