// Issue 27: a tenant on a 375 px phone switches to हिन्दी; after a reload the dashboard, Billing
// (with its payments, badges and notice), the offline banner, the exit statement, My Complaints (its
// pager, the complaint form, the kit's own words) and Profile read in Hindi with <html lang="hi">, axe clean; the choice is kept on the server, so a
// fresh browser shows Hindi once they sign in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 812 };
const headers = { origin: E2E_URL };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'मुख्य' });

/** Staff record the tenant's notice and send them an exit statement with one deduction of ₹1,500. */
async function sendExitStatement(staff: APIRequestContext, tenantId: string) {
  const today = todayApiDate();
  const notice = await staff.post(`${API_BASE}${API.tenant.notice(tenantId)}`, {
    headers,
    data: { noticeDate: today, moveOutDate: addDaysToApiDate(today, 40) },
  });
  expect(notice.ok(), await notice.text()).toBe(true);
  const saved = await staff.put(`${API_BASE}${API.tenant.exitStatement(tenantId)}`, {
    headers,
    data: { deductions: [{ reason: 'Broken cupboard door', amount: 1500 }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const sent = await staff.post(`${API_BASE}${API.tenant.exitStatementSend(tenantId)}`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
}

/** The tenant raises `count` complaints from where they live (more than one page of the list). */
async function raiseComplaints(tenant: APIRequestContext, count: number) {
  const place = ((await (await tenant.get(`${API_BASE}${API.tenant.profile}`)).json()) as { data: Tenant })
    .data;
  for (let index = 1; index <= count; index += 1) {
    const raised = await tenant.post(`${API_BASE}${API.complaint.create}`, {
      headers,
      data: {
        issue: `Tap ${index} leaks`,
        category: 'PLUMBING',
        propertyId: place.propertyId,
        roomId: place.roomId,
        bedId: place.bedId,
      },
    });
    expect(raised.status(), await raised.text()).toBe(201);
  }
}

test('a tenant switches to Hindi and the dashboard, Billing and complaints read in Hindi after a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `hindi.${stamp}@example.com`;
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  const staff = (await staffContext.newPage()).request;
  const tenantId = await verifiedTenantOnABed(staff, browser, email, `sunita hindi ${stamp}`, 9500);
  await sendExitStatement(staff, tenantId);
  await staffContext.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsTenant(page, email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The service worker in control from the reload on, so Billing's answers are kept for offline.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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
  // Billing's sections below the dues: the invoice's type and status, payments, deposit and notice.
  await expect(page.getByRole('table', { name: 'मेरे बिल' }).getByText('किराया').first()).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'मेरे बिल' })
      .getByText(/भुगतान बाकी|देय तिथि निकल गई/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरे भुगतान' })).toBeVisible();
  await expect(page.getByText(/नोटिस दिया गया, \d{1,2} \S+ \d{4} को कमरा छोड़ेंगे/)).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'Billing in Hindi');

  // Offline, the banner says in Hindi what is shown and when it was saved (a hi-IN date).
  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' });
  await expect(offline).toContainText(
    /आप ऑफ़लाइन हैं: \d{1,2} \S+ \d{4}, .+ को सहेजी गई जानकारी दिखाई जा रही है।/,
  );
  await expect(offline).toContainText('इंटरनेट लौटने पर यह पेज अपने आप नया हो जाएगा।');
  await context.setOffline(false);
  await expect(offline).toBeHidden();

  // The exit statement, from Billing: its figures, dates and buttons in Hindi.
  await page.getByRole('link', { name: 'अपना निकासी विवरण देखें' }).click();
  await expect(page.getByRole('heading', { name: 'निकासी विवरण', level: 1 })).toBeVisible();
  await expect(page.getByText('किरायेदार को भेजा गया')).toBeVisible();
  await expect(page.getByText(/को PG छोड़ना है। वापसी राशि .+ तक मिलनी है।/)).toBeVisible();
  await expect(page.getByText('जमा राशि')).toBeVisible();
  await expect(page.getByText('−₹1,500')).toBeVisible();
  await expect(page.getByRole('button', { name: 'स्वीकार करें' })).toBeVisible();
  await page.getByRole('button', { name: 'आपत्ति करें' }).click();
  await expect(page.getByLabel(/^आप किस बात से असहमत हैं\?/)).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'exit statement in Hindi');

  await mainNav(page).getByRole('link', { name: 'मेरी शिकायतें' }).click();
  await expect(page.getByRole('button', { name: 'शिकायत दर्ज करें' })).toBeVisible();
  await expect(page.getByText('कोई शिकायत नहीं')).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'My Complaints in Hindi');

  // Eleven complaints make two pages: the kit's pager reads in Hindi, and so does its dialog.
  await raiseComplaints(page.request, 11);
  await page.reload();
  const pager = page.getByRole('navigation', { name: 'पेज' });
  await expect(pager).toContainText('2 में से पेज 1');
  await pager.getByRole('button', { name: 'अगला' }).click();
  await expect(pager).toContainText('2 में से पेज 2');
  await expect(pager.getByRole('button', { name: 'पिछला' })).toBeEnabled();
  await page.getByRole('button', { name: 'शिकायत दर्ज करें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  // The complaint form's fields, and the list's category and status, in Hindi.
  await expect(dialog.getByRole('textbox', { name: /समस्या/ })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /श्रेणी/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'शिकायत जोड़ें' })).toBeVisible();
  await dialog.getByRole('button', { name: 'बंद करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('प्लंबिंग').first()).toBeVisible();
  await expect(page.getByText('लंबित').first()).toBeVisible();

  // The Profile page.
  await page.goto('/tenant/profile');
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/फ़ोन नंबर/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'सेव करें' })).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'Profile in Hindi');
  await context.close();

  // A fresh browser (nothing in localStorage): the sign-in page is English, the stored Hindi wins.
  const fresh = await browser.newContext({ viewport: PHONE });
  const again = await fresh.newPage();
  await signInAsTenant(again, email);
  await expect(mainNav(again).getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi');
  await fresh.close();
});
