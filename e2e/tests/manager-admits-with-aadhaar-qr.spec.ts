// Issue 45: on a 375 px phone a manager admits a tenant and reads their Aadhaar from a picture of
// its Secure QR (signed with a test key the server trusts); Tenant Details then shows the number
// masked, verified from the QR by the manager, with the QR's photo. The card's image and the whole
// number are never kept.
import { expect, test } from '@playwright/test';
import { signInAsStaff } from '../support/auth';
import { signedAadhaarQrPng } from '../support/aadhaar-qr';

const PHONE = { width: 375, height: 812 };

test('a manager admits a tenant on a phone by uploading a picture of the Aadhaar QR, and sees it verified and masked', async ({
  browser,
}) => {
  const stamp = Date.now();
  // the run's stamp as letters: the page then holds no digits but those the journey checks
  const tag = String(stamp).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const name = `Kavya Rao ${tag}`;
  const last4 = String(stamp).slice(-4);
  const picture = await signedAadhaarQrPng({ name, last4, dateOfBirth: '2002-06-14', gender: 'F' });

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAsStaff(page, 'manager@example.com');
  await page.goto('/app/tenants/admission');
  const form = page.getByRole('form', { name: 'New Tenant' });
  await form.getByLabel(/^Full Name/).fill(name);
  await form.getByLabel(/^Email/).fill(`kavya.${tag}@example.com`);
  await form.getByLabel(/^Phone Number/).fill('98765 12345');
  await form.getByLabel(/^Date of Birth/).fill('2002-06-14');
  await form.getByLabel(/^Address/).fill('12 MG Road, Bengaluru');

  await form
    .getByRole('region', { name: 'Aadhaar' })
    .getByRole('button', { name: 'Read Aadhaar QR' })
    .click();
  const reader = page.getByRole('dialog', { name: 'Read the Aadhaar QR' });
  await reader
    .getByLabel('Upload a picture of the QR')
    .setInputFiles({ name: 'aadhaar-qr.png', mimeType: 'image/png', buffer: picture });
  await expect(reader).toBeHidden();
  await expect(
    form.getByText('Aadhaar QR read: it is checked and saved when the tenant is added.'),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(page.getByText('Aadhaar details saved from the QR')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tenants$/);

  const found = await page.request.get(`/api/v1/tenant?search=${encodeURIComponent(name)}`);
  const [tenant] = ((await found.json()) as { data: Array<{ _id: string }> }).data;
  await page.goto(`/app/tenants/view/${tenant!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tenant Details' })).toBeVisible();
  await page.getByRole('tab', { name: 'Legal Document' }).click();
  const aadhaar = page.getByRole('region', { name: 'Aadhaar' });
  await expect(aadhaar.getByText(`XXXX XXXX ${last4}`)).toBeVisible();
  await expect(aadhaar.getByText('Verified: UIDAI signature checked')).toBeVisible();
  await expect(
    aadhaar.getByText(/^Verified from Aadhaar QR on \d{1,2} \w{3} \d{4} by Demo Manager$/),
  ).toBeVisible();
  await expect(aadhaar.getByText(name, { exact: true })).toBeVisible();
  // the QR's JPEG 2000 photo, decoded to PNG on the server, beside it
  const photo = aadhaar.getByRole('img', { name: `Photo of ${name} from the Aadhaar QR` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  // nothing on the page looks like a whole Aadhaar number
  expect(await page.locator('body').innerText()).not.toMatch(/\d{4}\s?\d{4}\s?\d{4}/);
  await context.close();
});
