// Issue 44: a tenant on a phone (375 px) downloads this financial year's HRA rent receipt from
// Billing; the verify URL its QR code holds opens, without signing in, the public page that says
// the receipt is Genuine. Axe clean on both pages.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 740 };

test('a tenant downloads this year’s HRA rent receipt on a phone and its QR opens Genuine (375 px)', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `hra.${stamp}@example.com`;
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  const staff = await staffContext.newPage();
  const tenantId = await verifiedTenantOnABed(staff.request, browser, email, `ravi kumar ${stamp}`, 9000);

  // Staff mark the first rent invoice paid (cash).
  await staff.goto(`/app/tenants/view/${tenantId}`);
  const row = staff
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: /INV-/ })
    .filter({ hasText: 'Rent' });
  const invoiceId = (await row.first().getByRole('cell').first().innerText()).trim();
  await row.first().getByRole('button', { name: `Actions for ${invoiceId}` }).click();
  await staff.getByRole('menuitem', { name: 'Mark as Paid' }).click();
  const pay = staff.getByRole('dialog', { name: 'Mark as Paid' });
  await pay.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(staff.getByText('Marked as Paid Successfully')).toBeVisible();
  await staffContext.close();

  // The tenant, on a phone, downloads this financial year's rent receipt from Billing.
  const tenantContext = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const tenant = await tenantContext.newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto('/tenant/billing');
  const section = tenant.getByRole('region', { name: 'Rent receipts for HRA' });
  const yearLink = section.getByRole('link', { name: /^Download rent receipt for the year \d{4}-\d{2}$/ });
  await expect(yearLink).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'tenant billing with HRA receipts (375 px)');
  const [download] = await Promise.all([tenant.waitForEvent('download'), yearLink.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/^HRA-FY\d{4}-\d{2}-[0-9A-F]{8}\.pdf$/);

  // The same receipt's verify URL (what its QR code holds), as the API gives it.
  const href = await yearLink.getAttribute('href');
  const answer = await tenant.request.get(href!);
  expect(answer.status()).toBe(200);
  const verifyUrl = answer.headers()['x-verify-url']!;
  expect(verifyUrl).toMatch(/\/verify\/[A-Za-z0-9_-]+$/);
  await tenantContext.close();

  // Anyone, signed out, on a phone: the public page says Genuine, with no script.
  const visitorContext = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(verifyUrl).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Genuine' })).toBeVisible();
  await expect(visitor.getByText('Rent receipt (HRA)')).toBeVisible();
  await expect(visitor.getByText('₹9,000.00')).toBeVisible();
  await expect(visitor.getByText(/^R\*\*\* K\*\*\* \d\*\*\*$/)).toBeVisible();
  await visitorContext.close();

  const checker = await browser.newContext({ viewport: PHONE });
  const page = await checker.newPage();
  await page.goto(new URL(verifyUrl).pathname);
  await expectNoSeriousViolations(page, 'verify page (375 px)');
  await page.goto('/verify/not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Not issued by this portal' })).toBeVisible();
  await checker.close();
});
