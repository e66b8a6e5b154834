// Issue 25, electricity by meter as staff and tenants do it: the admin sets the demo property's
// rate (₹8.50) and its meters on the property form, records two readings of a new room with a
// meter photo on the room page, and the two tenants of the room see their shares by days on
// Billing with the worksheet (their own name, the other as 'another tenant'), one at 1280 px and
// one on a 375 px phone. Axe-clean.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { href } from '@pgportal/contracts/paths';
import { signInAsTenant, waitForMail } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { gradientPng } from '../support/images';

const indiaDay = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

async function demoPropertyId(request: APIRequestContext): Promise<string> {
  const listed = await request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  );
  expect(demo, 'the demo property exists').toBeTruthy();
  return demo!._id;
}

/** A verified tenant of the property who can sign in; their id. */
async function verifiedTenant(
  request: APIRequestContext,
  browser: Browser,
  propertyId: string,
  email: string,
  name: string,
) {
  const since = new Date(Date.now() - 1000);
  const added = await request.post(`${API_BASE}${API.tenant.add}`, {
    headers: { origin: E2E_URL },
    multipart: {
      fullName: name,
      email,
      phoneNumber: '9876543210',
      dateOfBirth: '2000-02-10',
      address: 'Bengaluru',
      propertyId,
    },
  });
  expect(added.status()).toBe(201);
  const mail = await waitForMail(request, email, since, /verify/i);
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText('Email Verified!')).toBeVisible();
  await visitor.close();
  return ((await added.json()) as { data: { _id: string } }).data._id;
}

async function recordReading(page: Page, date: string, reading: string, photo: Buffer) {
  await page.getByRole('button', { name: 'Record reading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record reading' });
  await dialog.getByLabel(/Reading date/).fill(date);
  await dialog.getByLabel(/Reading \(units\)/).fill(reading);
  await dialog
    .getByLabel(/Meter photo/)
    .setInputFiles({ name: 'meter.png', mimeType: 'image/png', buffer: photo });
  await settled(page);
  await expectNoSeriousViolations(page, 'the Record reading dialog');
  await dialog.getByRole('button', { name: 'Record' }).click();
  await expect(dialog).toBeHidden();
}

test('staff record two readings with a photo; the two tenants see their shares by days on Billing', async ({
  browser,
}) => {
  const stamp = Date.now();
  const staff = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: ADMIN_STATE,
  });
  const page = await staff.newPage();
  const propertyId = await demoPropertyId(page.request);

  // The rate and the meters, on the property form.
  await page.goto(href('propertyUpdate', { id: propertyId }));
  await page.getByRole('textbox', { name: /Electricity rate/ }).fill('8.50');
  await page.getByRole('checkbox', { name: 'Rooms have their own meters' }).check();
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByText('Property Updated Successfully')).toBeVisible();

  // A new room of two beds: Asha since 20 days ago, Bilal since 10 days ago.
  const made = await page.request.post(`${API_BASE}${API.room.create}`, {
    headers: { origin: E2E_URL },
    data: { roomNumber: `M${String(stamp).slice(-5)}`, floor: 2, bedCapacity: 2, propertyId },
  });
  expect(made.status()).toBe(201);
  const room = ((await made.json()) as { data: { _id: string; beds: Array<{ _id: string }> } }).data;
  const people = [
    {
      name: `Asha Meter ${stamp}`,
      email: `asha.meter.${stamp}@example.com`,
      since: 20,
      days: 21,
      share: '₹557.81',
    },
    {
      name: `Bilal Meter ${stamp}`,
      email: `bilal.meter.${stamp}@example.com`,
      since: 10,
      days: 11,
      share: '₹292.19',
    },
  ];
  for (const [bed, person] of people.entries()) {
    const tenantId = await verifiedTenant(page.request, browser, propertyId, person.email, person.name);
    const assigned = await page.request.post(`${API_BASE}${API.bed.assignTenant}`, {
      headers: { origin: E2E_URL },
      data: {
        tenantId,
        roomId: room._id,
        bedId: room.beds[bed]!._id,
        rentAmount: 7000,
        movedInOn: indiaDay(person.since),
      },
    });
    expect(assigned.status()).toBe(200);
  }

  // Two readings on the room page: 25 days ago and today, 100 units at ₹8.50 = ₹850 over 25 days.
  await page.goto(href('roomView', { roomId: room._id }));
  await recordReading(page, indiaDay(25), '1000', gradientPng(64, 48, 0));
  await recordReading(page, indiaDay(0), '1100', gradientPng(64, 48, 1));
  const readings = page.getByRole('table', { name: 'Meter readings' });
  await expect(readings.getByRole('row', { name: /1,?100.*100.*₹850/ })).toBeVisible();
  await readings.getByRole('button', { name: /^Worksheet of/ }).click();
  const staffSheet = page.getByRole('dialog', { name: 'Electricity worksheet' });
  await expect(
    staffSheet.getByRole('row', { name: new RegExp(`${people[0]!.name}.*21.*₹557.81`) }),
  ).toBeVisible();
  await expect(
    staffSheet.getByRole('row', { name: new RegExp(`${people[1]!.name}.*11.*₹292.19`) }),
  ).toBeVisible();
  await expect(staffSheet.getByRole('img', { name: /Meter photo of/ })).toHaveCount(2);
  await settled(page);
  await expectNoSeriousViolations(page, 'the staff worksheet');
  await staff.close();

  // Each tenant on Billing: their days and share, and the worksheet with the other hidden.
  for (const [index, person] of people.entries()) {
    const viewport = index === 0 ? { width: 1280, height: 800 } : { width: 375, height: 812 };
    const context = await browser.newContext({ viewport });
    const tenantPage = await context.newPage();
    await signInAsTenant(tenantPage, person.email);
    await tenantPage.goto(href('tenantBilling'));
    const shares = tenantPage.getByRole('table', { name: 'Electricity shares' });
    await expect(
      shares.getByRole('row', { name: new RegExp(`${person.days}.*${person.share.replace('.', '\\.')}`) }),
    ).toBeVisible();
    await shares.getByRole('button', { name: /^Worksheet of/ }).click();
    const sheet = tenantPage.getByRole('dialog', { name: 'Electricity worksheet' });
    await expect(
      sheet.getByRole('row', { name: new RegExp(`${person.name}.*${person.days}`) }),
    ).toBeVisible();
    await expect(sheet.getByRole('row', { name: /another tenant/ })).toHaveCount(1);
    await expect(sheet.getByText(people[1 - index]!.name)).toHaveCount(0);
    await expect(sheet.getByRole('img', { name: /Meter photo of/ }).first()).toBeVisible();
    await settled(tenantPage);
    await expectNoSeriousViolations(tenantPage, `the tenant's worksheet (${viewport.width}px)`);
    await context.close();
  }
});
