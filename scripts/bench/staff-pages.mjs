// Staff pages on the Lighthouse mobile preset (issues 28 and 43: the dashboard and the Tenants
// list, LCP ≤ 2.5 s signed in). The admin
// signs in through the API (the code from the SMTP sink) and the session cookie is put in the
// Lighthouse browser's profile (as an extra header Chromium sends it with the page, not with the
// page's fetches). Each run is cold: the cache and the service worker are cleared, the cookie kept.
import { chromium } from '@playwright/test';

export const STAFF_PAGES = ['/app/dashboard', '/app/tenants'];

/** The Cookie header of a new staff session (the __Host- cookie of a production server). */
export async function staffSessionCookie(baseUrl, sink, email) {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const post = (path, body) =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const since = sink.count();
  const login = await post('/api/v1/auth/login', { email });
  if (!login.ok) throw new Error(`Sign-in of ${email} failed: ${await login.text()}`);
  const otp = await sink.codeFor(email, since);
  const verify = await post('/api/v1/auth/verify-otp', { email, otp });
  if (!verify.ok) throw new Error(`Code verification failed: ${await verify.text()}`);
  return verify.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Lighthouse medians of a staff page (`measure(url, { flags, prepare })` runs Lighthouse). The
 * staff cookie leaves the profile afterwards, so the tenant measured next is not also staff.
 */
export async function staffPageVisit({ path, baseUrl, chromePort, sink, measure }) {
  const cookies = (await staffSessionCookie(baseUrl, sink, 'admin@example.com')).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    const { hostname } = new URL(baseUrl);
    return {
      name,
      value: value.join('='),
      domain: hostname,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    };
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const cdp = await context.newCDPSession(await context.newPage());
    const coldStart = async () => {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: baseUrl,
        storageTypes: 'service_workers,cache_storage,local_storage',
      });
      await cdp.send('Network.clearBrowserCache');
      await context.addCookies(cookies);
    };
    const medians = await measure(`${baseUrl}${path}`, {
      flags: { disableStorageReset: true },
      prepare: coldStart,
    });
    await context.clearCookies();
    return medians;
  } finally {
    await browser.close();
  }
}
