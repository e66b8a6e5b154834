import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Invoice } from '@pgportal/contracts/types';
import { ADMIN_STATE, TENANT_STATE } from '../support/env';

const TENANT_EMAIL = 'tenant@example.com';

/** '₹1,23,456.50' -> 123456.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function collectedAmount(page: Page): Promise<number> {
  await page.goto('/app/dashboard');
  const value = page.getByRole('region', { name: 'Collected Amount' }).getByText(/^₹/);
  await expect(value).toBeVisible();
  return rupees(await value.innerText());
}

test('the dashboard shows the three summary cards above All Complaints', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto('/app/dashboard');
  const cards = ['Occupied Beds', 'Collected Amount', 'Due Amount'].map((name) =>
    page.getByRole('region', { name }),
  );
  await expect(cards[0]!.getByText(/^\d+ \/ \d+$/)).toBeVisible();
  await expect(cards[1]!.getByText(/^₹[\d,]+(\.\d{2})?$/)).toBeVisible();
  await expect(cards[2]!.getByText(/^₹[\d,]+(\.\d{2})?$/)).toBeVisible();
  const stats = await page.request.get('/api/v1/stats/');
  const { data } = (await stats.json()) as { data: { occupiedBeds: number; totalBeds: number } };
  await expect(cards[0]!).toContainText(`${data.occupiedBeds} / ${data.totalBeds}`);
  await context.close();
});

test('staff marks a seeded invoice paid; the dashboard and the tenant’s Billing page follow', async ({
  browser,
}) => {
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  const staff = await staffContext.newPage();
  const before = await collectedAmount(staff);

  // The demo tenant and one of their seeded invoices with something outstanding.
  const tenants = (await (await staff.request.get('/api/v1/tenant/')).json()) as {
    data: Array<{ _id: string; email: string }>;
  };
  const tenantId = tenants.data.find((tenant) => tenant.email === TENANT_EMAIL)?._id;
  expect(tenantId, 'the demo tenant exists').toBeTruthy();
  const listed = (await (await staff.request.get(`/api/v1/payment/tenant-invoice/${tenantId}`)).json()) as {
    data: Invoice[];
  };
  const invoice = listed.data.find((candidate) => candidate.outstandingAmount > 0);
  expect(invoice, 'the demo tenant has an invoice to pay (demo billing history)').toBeTruthy();
  const { invoiceId, outstandingAmount } = invoice!;

  await staff.goto(`/app/tenants/view/${tenantId}`);
  const row = staff
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: new RegExp(invoiceId) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${invoiceId}` }).click();
  await staff.getByRole('menuitem', { name: 'Mark as Paid' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mark as Paid' });
  await expect(dialog.getByLabel(/Amount/)).toHaveValue(String(outstandingAmount));
  await dialog.getByLabel(/Payment Mode/).selectOption('UPI');
  await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(staff.getByText('Marked as Paid Successfully')).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  const after = await collectedAmount(staff);
  expect(Math.round((after - before) * 100)).toBe(Math.round(outstandingAmount * 100));
  await staffContext.close();

  // The demo tenant's session from the setup (sign-in codes are limited to 5 an hour).
  const tenantContext = await browser.newContext({ storageState: TENANT_STATE });
  const tenant = await tenantContext.newPage();
  await tenant.goto('/tenant/dashboard');
  await tenant.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(tenant).toHaveURL(/\/tenant\/billing$/);
  const paidRow = tenant
    .getByRole('table', { name: 'My invoices' })
    .getByRole('row', { name: new RegExp(invoiceId) });
  await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    tenant.waitForEvent('download'),
    paidRow.getByRole('button', { name: `Download ${invoiceId}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceId}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await tenantContext.close();
});
