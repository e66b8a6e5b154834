import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { completeSignIn, signInAsStaff, waitForMail } from '../support/auth';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * A new Super Admin of the demo property, signed in on `page`: a session of its own to end (the
 * shared admin session must live on), and sign-in codes that count against no other account's limit.
 */
async function newSuperAdmin(browser: Browser, page: Page, email: string) {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const since = new Date(Date.now() - 1000);
  const added = await admin.request.post('/api/v1/user/add', {
    headers: { origin: E2E_URL },
    multipart: { name: 'Kavya Nair', email, phoneNumber: '9876500011', role: 'SUPER_ADMIN' },
  });
  expect(added.status()).toBe(201);
  const properties = await admin.request.get('/api/v1/property/all-propertis?search=Sunrise');
  const [demo] = ((await properties.json()) as { data: Array<{ _id: string }> }).data;
  const mail = await waitForMail(admin.request, email, since, /verify/i);
  await admin.close();

  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  await page.goto(link as string);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await signInAsStaff(page, email);
  const current = await page.request.patch(`/api/v1/property/set-current-property/${demo?._id}`, {
    headers: { origin: E2E_URL },
  });
  expect(current.ok()).toBe(true);
}

/** Every toast text the page shows from now on, in order (read back with readToasts). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('.Toastify__toast')
            ? [node]
            : [...node.querySelectorAll('.Toastify__toast')];
          for (const toast of toasts) seen.push((toast.textContent ?? '').trim());
        }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const readToasts = (page: Page) =>
  page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);

test('a New Tenant draft survives a session ended elsewhere: one toast, restored after sign-in, cleared on submit', async ({
  browser,
  page,
  context,
}) => {
  const stamp = Date.now();
  const email = `kavya.${stamp}@example.com`;
  await newSuperAdmin(browser, page, email);

  await page.goto('/app/tenants/admission');
  const form = page.getByRole('form', { name: 'New Tenant' });
  await form.getByLabel(/^Full Name/).fill(`Nikhil Rao ${stamp}`);
  await form.getByLabel(/^Email/).fill(`nikhil.${stamp}@example.com`);
  await form.getByLabel(/^Phone Number/).fill('98765 43219');
  await form.getByLabel(/^Date of Birth/).fill('2000-02-03');
  await form.getByLabel(/^Address/).fill('4 Residency Road');
  await form.getByLabel('Profession').selectOption('STUDENT');
  await form.getByLabel('Guardian Name').fill('Suresh Rao');

  // Logged out elsewhere: another client ends this very session on the server.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  const elsewhere = await apiRequest.newContext({
    baseURL: E2E_URL,
    extraHTTPHeaders: { cookie: `token=${token}` },
  });
  expect((await elsewhere.get('/api/v1/auth/logout')).ok()).toBe(true);
  await elsewhere.dispose();

  await recordToasts(page);
  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapp%2Ftenants%2Fadmission$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  // One toast: the refused call's own error toast is left out.
  expect(await readToasts(page)).toEqual([SESSION_ENDED]);

  await completeSignIn(page, email, 'staff');
  await expect(page).toHaveURL(/\/app\/tenants\/admission$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your unsaved draft was restored.' }),
  ).toBeVisible();
  await expect(form.getByLabel(/^Full Name/)).toHaveValue(`Nikhil Rao ${stamp}`);
  await expect(form.getByLabel(/^Phone Number/)).toHaveValue('98765 43219');
  await expect(form.getByLabel('Profession')).toHaveValue('STUDENT');
  await expect(form.getByLabel('Guardian Name')).toHaveValue('Suresh Rao');
  // The sign-in step toasts have left once the code was verified.
  await expect(page.getByText(SESSION_ENDED)).toBeHidden();
  await expect(page.getByText('OTP has been sent to your email')).toBeHidden();

  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page.getByText('Tenant Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tenants$/);
  await page.goto('/app/tenants/admission');
  await expect(form.getByLabel(/^Full Name/)).toHaveValue('');
  await expect(page.getByText('Your unsaved draft was restored.')).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('pgportal:draft:'))),
  ).toEqual([]);
});
