// Gzip bytes of the JavaScript a browser really loads: a first visit to /, and each remote's first chunks.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function jsLoadedBy(context, url, { waitFor } = {}) {
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      bodies.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can be idle for 500 ms while the first script still runs:
  // wait for the app to render before taking the network's idleness as the end.
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  if (waitFor) await page.getByRole('heading', { name: waitFor }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(
    bodies.map(async (item) => ({ url: item.url, gzip: gzipSync(await item.body).length })),
  );
  await page.close();
  return files;
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/** Gzip bytes and count of the JavaScript files a first visit to / loads, in a fresh context of `browser`. */
export async function firstVisitJavaScript(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const files = await jsLoadedBy(context, `${baseUrl}/`);
    return { gzip: sum(files), files: files.length };
  } finally {
    await context.close();
  }
}

export async function measureBundles(baseUrl, staffCookie) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const visitor = await browser.newContext();
    const landing = await jsLoadedBy(visitor, `${baseUrl}/`);
    const staff = await browser.newContext();
    await staff.addCookies(
      staffCookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    const remotes = {
      'mfe-auth': await jsLoadedBy(visitor, `${baseUrl}/login`, { waitFor: /sign in/i }),
      'mfe-properties': await jsLoadedBy(staff, `${baseUrl}/app/properties`, { waitFor: 'Properties' }),
      'mfe-tenants': await jsLoadedBy(staff, `${baseUrl}/app/tenants`, { waitFor: 'Tenants' }),
      'mfe-complaints': await jsLoadedBy(staff, `${baseUrl}/app/dashboard`, { waitFor: 'All Complaints' }),
    };
    const perRemote = Object.fromEntries(
      Object.entries(remotes).map(([name, files]) => [
        name,
        sum(files.filter((f) => f.url.includes(`/mfe/${name}/`))),
      ]),
    );
    return { landingGzip: sum(landing), landingFiles: landing.length, perRemote };
  } finally {
    await browser.close();
  }
}

/**
 * Gzip bytes of each Module Federation shared module as a build provides it: the chunks its
 * mf-stats.json lists (a chunk two entries use counts for both), largest first.
 */
export function sharedModuleSizes(distDir) {
  const stats = JSON.parse(readFileSync(join(distDir, 'mf-stats.json'), 'utf8'));
  const gzipOf = (file) => gzipSync(readFileSync(join(distDir, file))).length;
  return Object.fromEntries(
    stats.shared
      .map((entry) => [
        entry.name,
        [...entry.assets.js.sync, ...entry.assets.js.async].reduce((total, file) => total + gzipOf(file), 0),
      ])
      .sort((a, b) => b[1] - a[1]),
  );
}
