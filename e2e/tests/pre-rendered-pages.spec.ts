import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_STATE, REPO_ROOT } from '../support/env';
import { deployedDist, digestTree, rebuildRemoteAlone, restoreRemote } from '../support/redeploy';

// The landing, sign-in and not-found pages come pre-rendered (issue 7, item 3): their texts are in
// the HTML. The landing page has no script at all, in English or Hindi (issues 27, 28); the others'
// scripts start at the visitor's first action and hydrate them; a signed-in visitor is sent on by
// the server (SPEC §2).
const PAGES = [
  {
    path: '/',
    texts: [
      'PG Portal is a centralized system for PG administrators and tenants to manage admissions, beds, meals and complaints.',
      'Login to Portal',
      'Tenant Login',
    ],
  },
  {
    path: '/login',
    texts: ['Staff Sign In', 'Manage your PG properties, tenants, and payments — all in one place.'],
  },
  {
    path: '/tenant/login',
    texts: ['Tenant Sign In', 'Access your room details, rent status, meals, and raise complaints'],
  },
  { path: '/no/such/page', texts: ['Page not found', 'Go back home', 'Contact support'] },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, texts } of PAGES) {
    test(`${path} shows its texts before any script runs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
      for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  }
});

/** Errors the page logs (a hydration mismatch is one), leaving out the 404 of the not-found page itself. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the scripts take the pre-rendered pages over without an error, and the sign-in form works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const { path, texts } of PAGES) {
    await page.goto(path);
    await expect(page.getByText(texts[0]!, { exact: true })).toBeVisible();
  }

  // The landing page runs no script: its links are plain links to the sign-in pages.
  const landing = await page.goto('/');
  expect(await landing?.text()).not.toContain('<script');
  await page.getByRole('link', { name: 'Login to Portal' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff Sign In', level: 1 })).toBeVisible();

  // Typing starts the scripts; the form is then the client's: the button is enabled and validates.
  await page.goto('/tenant/login');
  await page.getByLabel('Email').fill('not-an-email');
  const send = page.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  await send.click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the landing page switches to Hindi without JavaScript, and the tenant sign-in follows', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/\?lang=hi$/);
  await expect(page.getByRole('link', { name: 'किरायेदार लॉगिन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Kept for the next visit (a cookie the server reads), and shared with the sign-in page's scripts.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'किरायेदार लॉगिन' })).toBeVisible();
  await page.getByRole('link', { name: 'किरायेदार लॉगिन' }).click();
  await page.getByLabel(/Email|ईमेल/).fill('tenant@example.com');
  await expect(page.getByRole('heading', { name: 'किरायेदार साइन इन', level: 1 })).toBeVisible();
  await page.goto('/?lang=en');
  await expect(page.getByRole('link', { name: 'Tenant Login' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  test('a signed-in staff user opening / or /login still lands in /app', async ({ page }) => {
    const errors = collectErrors(page);
    // The server sends them on, before any page or script.
    const answer = await page.request.get('/', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect([answer.status(), answer.headers().location]).toEqual([302, '/app']);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    expect(errors).toEqual([]);
  });
});

test("mfe-auth rebuilt alone updates /login's pre-rendered page; the shell's files stay the same", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const loginHtml = async () => (await request.get('/login', { headers: { accept: 'text/html' } })).text();
  const shellBefore = digestTree(deployedDist('shell'));
  const stamp = `Staff Sign In ${Date.now()}`;
  const card = 'src/features/sign-in/components/sign-in-card.tsx';
  const source = readFileSync(join(REPO_ROOT, 'mfe-auth', card), 'utf8');
  expect(source).toContain("title: 'Staff Sign In'");
  try {
    rebuildRemoteAlone('mfe-auth', {
      files: { [card]: source.replace("title: 'Staff Sign In'", `title: '${stamp}'`) },
    });
    expect(await loginHtml()).toContain(`>${stamp}</h1>`);
    expect(digestTree(deployedDist('shell')), 'the shell was not rebuilt').toBe(shellBefore);
  } finally {
    restoreRemote('mfe-auth'); // the journeys that follow expect the normal build
  }
  const restored = await loginHtml();
  expect(restored).toContain('>Staff Sign In</h1>');
  expect(restored).not.toContain(stamp);
});
