import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { expect, test as setup, type APIRequestContext, type Browser } from '@playwright/test';
import { signInThroughApi } from '../support/auth';
import { adminStateFor, E2E_PORTS, tenantStateFor, urlOf } from '../support/env';

// Journeys that start signed in reuse one admin session and one tenant session per server (each
// worker has a server and database of its own): codes are limited to 5 per e-mail an hour. Signed
// in through the API, the two at once (the sign-in screens have journeys of their own).
setup.describe.configure({ mode: 'parallel' });

async function signInOnEveryServer(
  browser: Browser,
  signIn: (request: APIRequestContext, origin: string) => Promise<void>,
  stateFor: (port: number) => string,
) {
  for (const port of E2E_PORTS) {
    const context = await browser.newContext({ baseURL: urlOf(port) });
    await signIn(context.request, urlOf(port));
    await context.storageState({ path: stateFor(port) });
    await context.close();
  }
}

setup('the super admin signs in once for the journeys that start signed in', async ({ browser }) => {
  await signInOnEveryServer(
    browser,
    (request, origin) => signInThroughApi(request, origin, 'admin@example.com', 'staff'),
    adminStateFor,
  );
});

setup('the demo tenant signs in once and agrees to the privacy notice', async ({ browser }) => {
  await signInOnEveryServer(
    browser,
    async (request, origin) => {
      await signInThroughApi(request, origin, 'tenant@example.com', 'tenant');
      const agreed = await request.post(`${API_BASE}${API.tenant.myPrivacyConsent}`, {
        data: { version: PRIVACY_NOTICE_VERSION },
        headers: { origin },
      });
      expect(agreed.ok(), `the privacy consent answered ${agreed.status()}`).toBe(true);
    },
    tenantStateFor,
  );
});
