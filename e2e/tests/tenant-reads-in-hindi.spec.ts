// Issue 27: a tenant on a 375 px phone switches to हिन्दी; after a reload the dashboard, Billing
// and My Complaints read in Hindi with <html lang="hi">, axe clean; the choice is kept on the
// server, so a fresh browser shows Hindi once they sign in.
import { expect, test, type Page } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 812 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'मुख्य' });

test('a tenant switches to Hindi and the dashboard, Billing and complaints read in Hindi after a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `hindi.${stamp}@example.com`;
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  await verifiedTenantOnABed((await staffContext.newPage()).request, browser, email, `sunita hindi ${stamp}`, 9500);
  await staffContext.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsTenant(page, email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'किरायेदार की जानकारी' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'प्रॉपर्टी की जानकारी' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await settled(page);
  await expectNoSeriousViolations(page, 'tenant dashboard in Hindi');

  await mainNav(page).getByRole('link', { name: 'बिल और भुगतान' }).click();
  await expect(page.getByRole('heading', { name: 'बिल और भुगतान', level: 1 })).toBeVisible();
  await expect(page.getByText(/आपका बकाया ₹9,500 है/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'मेरे बिल' })).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'Billing in Hindi');

  await mainNav(page).getByRole('link', { name: 'मेरी शिकायतें' }).click();
  await expect(page.getByRole('button', { name: 'शिकायत दर्ज करें' })).toBeVisible();
  await expect(page.getByText('कोई शिकायत नहीं')).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'My Complaints in Hindi');
  await context.close();

  // A fresh browser (nothing in localStorage): the sign-in page is English, the stored Hindi wins.
  const fresh = await browser.newContext({ viewport: PHONE });
  const again = await fresh.newPage();
  await signInAsTenant(again, email);
  await expect(mainNav(again).getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi');
  await fresh.close();
});
