// Issue 27: a tenant on a 375 px phone switches to हिन्दी; after a reload the dashboard, Billing
// (with its payments, badges, notice and the electricity worksheet with hi-IN figures), the offline
// banner, the exit statement, My Complaints (its pager, the complaint form, the image viewer, the
// kit's own words) and Profile (and the toast's ×) read in Hindi with <html lang="hi">, axe clean;
// the choice is kept on the server, so a fresh browser shows Hindi once they sign in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { href } from '@pgportal/contracts/paths';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { serviceWorkerActive } from '../support/service-worker';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { gradientPng } from '../support/images';
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

const indiaDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

/**
 * The demo property with a rate (₹8.50) and meters, set on its form as staff do (as the meter
 * readings journey does), and a new room of one bed for the tenant: its id and bed.
 */
async function roomWithAMeter(staff: Page, stamp: number) {
  const listed = await staff.request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  );
  expect(demo, 'the demo property exists').toBeTruthy();
  await staff.goto(href('propertyUpdate', { id: demo!._id }));
  await staff.getByRole('textbox', { name: /Electricity rate/ }).fill('8.50');
  await staff.getByRole('checkbox', { name: 'Rooms have their own meters' }).check();
  await staff.getByRole('button', { name: 'Update Property' }).click();
  await expect(staff.getByText('Property Updated Successfully')).toBeVisible();
  const made = await staff.request.post(`${API_BASE}${API.room.create}`, {
    headers,
    data: { roomNumber: `H${String(stamp).slice(-5)}`, floor: 1, bedCapacity: 1, propertyId: demo!._id },
  });
  expect(made.status(), await made.text()).toBe(201);
  const room = ((await made.json()) as { data: { _id: string; beds: Array<{ _id: string }> } }).data;
  return { roomId: room._id, bedId: room.beds[0]!._id };
}

/** Two readings of the room with a photo: 25 days ago and today, 100 units (₹850 at ₹8.50). */
async function recordReadings(staff: APIRequestContext, roomId: string) {
  for (const [daysAgo, reading, hue] of [
    [25, '1000', 0],
    [0, '1100', 1],
  ] as const) {
    const recorded = await staff.post(`${API_BASE}${API.room.meterReadings(roomId)}`, {
      headers,
      multipart: {
        readingDate: indiaDay(daysAgo),
        reading,
        photo: { name: 'meter.png', mimeType: 'image/png', buffer: gradientPng(64, 48, hue) },
      },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);
  }
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

/** The tenant raises one complaint with two photos (the newest). */
async function raiseComplaintWithPhotos(tenant: APIRequestContext) {
  const place = ((await (await tenant.get(`${API_BASE}${API.tenant.profile}`)).json()) as { data: Tenant })
    .data;
  const raised = await tenant.post(`${API_BASE}${API.complaint.create}`, {
    headers,
    multipart: {
      issue: 'The window does not close',
      category: 'FURNITURE',
      propertyId: place.propertyId!,
      roomId: place.roomId!,
      bedId: place.bedId!,
      complaintImages: { name: 'window.png', mimeType: 'image/png', buffer: gradientPng(80, 60, 2) },
    },
  });
  expect(raised.status(), await raised.text()).toBe(201);
}

// This journey needs the service worker; the others run with it blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a tenant switches to Hindi and the dashboard, Billing and complaints read in Hindi after a reload', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `hindi.${stamp}@example.com`;
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  const staffPage = await staffContext.newPage();
  const staff = staffPage.request;
  const bed = await roomWithAMeter(staffPage, stamp);
  const tenantId = await verifiedTenantOnABed(staff, browser, email, `sunita hindi ${stamp}`, 9500, bed);
  await sendExitStatement(staff, tenantId);
  await recordReadings(staff, bed.roomId);
  await staffContext.close();

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsTenant(page, email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // At once, without a reload: the remote's page follows the shell's switch (one shared store).
  await expect(page.getByRole('heading', { name: 'किरायेदार की जानकारी' })).toBeVisible();
  await expect(page.getByText('मासिक किराया')).toBeVisible();
  // The service worker in control from the reload on, so Billing's answers are kept for offline.
  await serviceWorkerActive(page);

  // The server draws the page in the tenant's language too (issue 43): its picture is in Hindi.
  const picture = await page.request.get('/tenant/dashboard', { headers: { accept: 'text/html' } });
  expect(picture.headers()['x-pgportal-pictured']).toBe('1');
  expect(await picture.text()).toContain('<h1>किरायेदार की जानकारी</h1>');

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

  // The electricity worksheet: its words, figures and dates in Hindi (hi-IN); the tenant's name as typed.
  await page
    .getByRole('table', { name: 'बिजली में आपका हिस्सा' })
    .getByRole('button', { name: /का हिसाब$/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'बिजली का हिसाब' });
  await expect(sheet.getByText(/\(\d+ दिन\): 100 यूनिट × ₹8\.50 =/)).toBeVisible();
  await expect(sheet.getByText(/^पिछली रीडिंग: 1,000, \d{1,2} \S+ \d{4} को$/)).toBeVisible();
  await expect(sheet.getByText(/^इस बार की रीडिंग: 1,100, \d{1,2} \S+ \d{4} को$/)).toBeVisible();
  await expect(sheet.getByRole('img', { name: /की मीटर फ़ोटो$/ })).toHaveCount(2);
  const sheetShares = sheet.getByRole('table', { name: 'रहने के दिनों के हिसाब से हिस्से' });
  await expect(sheetShares.getByRole('columnheader', { name: 'रहने के दिन' })).toBeVisible();
  await expect(sheetShares.getByRole('row', { name: new RegExp(`${stamp}.*₹850.*बाकी`) })).toBeVisible();
  await expect(sheet).not.toContainText(/units|reading|Share|Pending|Invoiced/);
  await settled(page);
  await expectNoSeriousViolations(page, 'the electricity worksheet in Hindi');
  await sheet.getByRole('button', { name: 'बंद करें' }).click();
  await expect(sheet).toBeHidden();

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
  await raiseComplaintWithPhotos(page.request);
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

  // The newest complaint's photo opens the image viewer: its title, image and buttons in Hindi.
  await pager.getByRole('button', { name: 'पिछला' }).click();
  await page.getByRole('button', { name: 'तस्वीर देखें' }).click();
  const viewer = page.getByRole('dialog', { name: 'शिकायत की तस्वीरें' });
  await expect(viewer.getByRole('img', { name: '1 में से तस्वीर 1' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'पिछली तस्वीर' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'अगली तस्वीर' })).toBeVisible();
  await expect(
    viewer.getByRole('list', { name: 'छोटी तस्वीरें' }).getByRole('button', { name: 'तस्वीर 1 दिखाएँ' }),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'the image viewer in Hindi');
  await viewer.getByRole('button', { name: 'बंद करें' }).click();
  await expect(viewer).toBeHidden();

  // The Profile page.
  await page.goto('/tenant/profile');
  await expect(page.getByRole('heading', { name: 'प्रोफ़ाइल', level: 1 })).toBeVisible();
  await expect(page.getByLabel(/फ़ोन नंबर/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'सेव करें' })).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, 'Profile in Hindi');
  // Saving says so in a toast, whose region and × are named in Hindi too.
  await page.getByRole('button', { name: 'सेव करें' }).click();
  const toasts = page.getByRole('region', { name: 'सूचनाएँ Alt+T' });
  const closeToast = toasts.getByRole('button', { name: 'सूचना बंद करें' });
  await expect(closeToast).toBeVisible();
  await closeToast.click();
  await expect(closeToast).toHaveCount(0);
  await context.close();

  // A fresh browser (nothing in localStorage): the sign-in page is English, the stored Hindi wins.
  const fresh = await browser.newContext({ viewport: PHONE });
  const again = await fresh.newPage();
  await signInAsTenant(again, email);
  await expect(mainNav(again).getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi');
  await fresh.close();
});
