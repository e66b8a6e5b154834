// The tenant's Billing page on the Lighthouse mobile preset (issue 27): a first visit (no service
// worker, empty caches) and a repeat visit (the service worker installed by an earlier visit answers
// the shell, the remotes' files and, network first, the tenant's invoices, and paints the screen it
// kept before any script runs). The demo tenant signs in
// in Lighthouse's own browser profile, so both runs are of the signed-in page.
import { chromium } from '@playwright/test';

export const TENANT_BILLING = '/tenant/billing';
const TENANT_EMAIL = 'tenant@example.com';

async function signInTenant(page, baseUrl, sink) {
  await page.goto(`${baseUrl}/tenant/login`);
  const since = sink.count();
  const post = (path, body) =>
    page.evaluate(
      async ([path, body]) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      [path, body],
    );
  const login = await post('/api/v1/tenant/login', { email: TENANT_EMAIL });
  if (login.status !== 200) throw new Error(`Sign-in of ${TENANT_EMAIL} failed: ${login.text}`);
  const otp = await sink.codeFor(TENANT_EMAIL, since);
  const verify = await post('/api/v1/tenant/verify-auth-otp', { email: TENANT_EMAIL, otp });
  if (verify.status !== 200) throw new Error(`Code verification failed: ${verify.text}`);
}

/**
 * Waits until the page has kept its screen for the next visit (shell/src/offline/page-snapshots.ts,
 * once the page has settled). Polled with evaluate: waitForFunction takes no async predicate (a
 * promise is truthy at once).
 */
async function screenKept(page, path) {
  const kept = () =>
    page.evaluate(
      async (path) => Boolean(await (await caches.open('pgportal-personal-screens')).match(path)),
      path,
    );
  for (const deadline = Date.now() + 20_000; !(await kept()); await page.waitForTimeout(250))
    if (Date.now() > deadline) throw new Error(`The screen of ${path} was not kept within 20 s.`);
}

/**
 * Lighthouse medians of Billing, first and repeat visit. `measure(url, { flags, prepare })` runs
 * Lighthouse (prepare before each run); storage is kept between runs so the sign-in holds.
 * @returns {Promise<Array<[string, number[]]>>}
 */
export async function tenantBillingVisits({ baseUrl, chromePort, sink, measure }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await signInTenant(page, baseUrl, sink);
    const cdp = await context.newCDPSession(page);
    const url = `${baseUrl}${TENANT_BILLING}`;
    const flags = { disableStorageReset: true };
    const firstVisit = async () => {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: baseUrl,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
    };
    const repeatVisit = async () => {
      await page.goto(url);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.waitForLoadState('networkidle');
      await screenKept(page, TENANT_BILLING);
      await page.goto('about:blank');
    };
    return [
      ['first visit', await measure(url, { flags, prepare: firstVisit })],
      ['repeat visit (service worker)', await measure(url, { flags, prepare: repeatVisit })],
    ];
  } finally {
    await browser.close();
  }
}
