// Issue 22, Tenant details: a new property offers 'Add rooms to <name>' (and 'No rooms yet' on its
// page); a student on room 101, bed 2 shows the room and bed in the header, the local guardian and
// the health information; staff upload two legal documents, replace one and delete the other.
// At 1280 px and on a 375 px phone, axe clean.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

const api = (path: string) => `${API_BASE}${path}`;
const WRITE = { origin: E2E_URL };

/** Adds a property through its form; the list then offers 'Add rooms to <name>', followed to its Add Room page. */
async function addPropertyAndItsFirstRoom(page: Page, propertyName: string, screen: string): Promise<string> {
  await page.goto('/app/property/add');
  await page.getByRole('textbox', { name: /^Name/ }).fill(propertyName);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('PG');
  await page.getByRole('combobox', { name: 'Allowed For' }).selectOption('MIXED');
  await page.getByRole('textbox', { name: /^Area/ }).fill('Koramangala');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
  await page.getByRole('textbox', { name: /^Pincode/ }).fill('560034');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page).toHaveURL(/\/app\/properties\/?$/);
  const next = page.getByRole('link', { name: `Add rooms to ${propertyName}` });
  await expect(next).toBeVisible();
  await settled(page);
  await expectNoSeriousViolations(page, `properties after an add (${screen})`);
  await next.click();
  await expect(page).toHaveURL(/\/app\/property\/[0-9a-f-]{36}\/add-room$/);
  const propertyId = /property\/([0-9a-f-]{36})\//.exec(page.url())?.[1] as string;
  await expect(page.getByRole('heading', { level: 1, name: 'Add Room' })).toBeVisible();

  // Its page says what to do next while it has no rooms.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
  const rooms = page.getByRole('table', { name: 'Rooms' });
  await expect(rooms.getByText('No rooms yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Room' })).toHaveCount(1);
  await settled(page);
  await expectNoSeriousViolations(page, `a property with no rooms (${screen})`);

  await page.goBack();
  const form = page.getByRole('form', { name: 'Add Room' });
  await form.getByRole('textbox', { name: /^Room Number/ }).fill('101');
  await form.getByRole('spinbutton', { name: /^Floor/ }).fill('1');
  await form.getByRole('spinbutton', { name: /^Bed Capacity/ }).fill('2');
  await form.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rooms' }).getByText('Room 101')).toBeVisible();
  return propertyId;
}

/** A student with a local guardian and a health condition, admitted to the property and put on bed 2. */
async function studentOnBedTwo(request: APIRequestContext, propertyId: string, email: string, name: string) {
  const added = await request.post(api(API.tenant.add), {
    headers: WRITE,
    multipart: {
      fullName: name,
      email,
      phoneNumber: '9876501234',
      dateOfBirth: '2004-02-03',
      address: '4 Residency Road, Bengaluru',
      profession: 'STUDENT',
      propertyId,
      localGuardian: JSON.stringify({ name: 'Kiran Rao', contactNumber: '9123456780', location: 'Mysuru' }),
      healthInfo: JSON.stringify({ hasHealthCondition: true, conditions: ['Asthma'] }),
    },
  });
  expect(added.status()).toBe(201);
  const tenantId = ((await added.json()) as { data: { _id: string } }).data._id;
  const rooms = await request.get(api(API.room.ofProperty(propertyId)));
  type Room = { _id: string; roomNumber: string; beds: Array<{ _id: string; bedNumber: number }> };
  const room = ((await rooms.json()) as { data: Room[] }).data.find(
    (candidate) => candidate.roomNumber === '101',
  );
  const bed = room?.beds.find((candidate) => candidate.bedNumber === 2);
  const assigned = await request.post(api(API.bed.assignTenant), {
    headers: WRITE,
    data: { tenantId, roomId: room?._id, bedId: bed?._id, rentAmount: 8000 },
  });
  expect(assigned.ok()).toBe(true);
  return tenantId;
}

async function uploadDocument(
  page: Page,
  type: string,
  number: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('button', { name: 'Upload Legal Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Legal Document' });
  await dialog.getByLabel(/^Document Type/).selectOption(type);
  await dialog.getByLabel(/^Document Number/).fill(number);
  await dialog.getByLabel(/^Document File/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .getByText('Legal document uploaded successfully.')
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const { name: screen, viewport } of VIEWPORTS) {
  test(`staff see a tenant's guardian, health and bed, and keep several legal documents (${screen})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    const stamp = `${Date.now()}`;
    const propertyName = `Details PG ${screen} ${stamp}`;
    const propertyId = await addPropertyAndItsFirstRoom(page, propertyName, screen);
    const tenantName = `Asha Student ${stamp}`;
    const tenantId = await studentOnBedTwo(
      page.request,
      propertyId,
      `details.${screen}.${stamp}@example.com`,
      tenantName,
    );

    await page.goto(`/app/tenants/view/${tenantId}`);
    await expect(page.getByRole('heading', { name: tenantName })).toBeVisible();
    await expect(page.getByText('Room 101 · Bed 2')).toBeVisible();
    await page.getByRole('tab', { name: 'Emergency Contact' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('region', { name: 'Local Guardian' }).getByText('Kiran Rao')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Local Guardian' }).getByText('Mysuru')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Health Information' }).getByText('Asthma')).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `tenant details, emergency contact (${screen})`);

    // Two documents: Upload stays after the first.
    await page.getByRole('tab', { name: 'Legal Document' }).click();
    await expect(page.getByText('No legal documents uploaded yet.')).toBeVisible();
    await uploadDocument(page, 'AADHAR', '1234 5678 9012', {
      name: 'aadhaar.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await uploadDocument(page, 'PASSPORT', 'K1234567', {
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const list = page.getByRole('list', { name: 'Legal documents' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Replace the passport (its number kept masked but for the last 4, issue 45): a new number and a new file.
    await page.getByRole('button', { name: 'Replace Passport XXXX4567' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace Legal Document' });
    await replace.getByLabel(/^Document Number/).fill('K7654321');
    await replace
      .getByLabel(/^New Document File/)
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await settled(page);
    await expectNoSeriousViolations(page, `replace legal document (${screen})`);
    await replace.getByRole('button', { name: 'Save' }).click();
    await expect(replace).toBeHidden();
    await expect(list.getByText('ID: XXXX4321')).toBeVisible();
    const passportFile = await list.getByRole('link', { name: /View Passport/ }).getAttribute('href');
    expect(passportFile).toMatch(/\.pdf$/);

    // Delete the Aadhaar card: it and its file go.
    const aadhaarFile = (await list
      .getByRole('link', { name: /View Aadhaar Card/ })
      .getAttribute('href')) as string;
    await page.getByRole('button', { name: 'Delete Aadhaar Card XXXX XXXX 9012' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Legal Document' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('ID: XXXX XXXX 9012')).toHaveCount(0);
    expect((await page.request.get(aadhaarFile)).status()).toBe(404);
    await expect(page.getByRole('button', { name: 'Upload Legal Document' })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `legal documents (${screen})`);
    await context.close();
  });
}
