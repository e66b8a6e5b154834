// Issue 23, receipts: staff mark a tenant's invoice paid; the payment has a receipt (a PDF) that
// staff download from the Invoice tab's payments and the tenant from their Billing page, and the
// tenant gets it by mail. At 1280 px, axe clean.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsTenant, waitForMail } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const VIEWPORTS = [
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** Clicks the button and answers the first bytes of the file it downloads, and its name. */
async function downloadFrom(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = await readFile(await download.path());
  return { head: bytes.subarray(0, 5).toString('latin1'), name: download.suggestedFilename() };
}

for (const { name, viewport } of VIEWPORTS) {
  test(`staff mark an invoice paid; the tenant sees and downloads its receipt (${name}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    const stamp = Date.now();
    const email = `receipt.${name}.${stamp}@example.com`;
    const staffContext = await browser.newContext({
      storageState: ADMIN_STATE,
      viewport,
      acceptDownloads: true,
    });
    const staff = await staffContext.newPage();
    const tenantId = await verifiedTenantOnABed(
      staff.request,
      browser,
      email,
      `meena receipt ${stamp}`,
      12500,
    );

    // Staff mark the first invoice paid.
    await staff.goto(`/app/tenants/view/${tenantId}`);
    const row = staff.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: /INV-/ });
    await expect(row).toHaveCount(1);
    const invoiceId = (await row.getByRole('cell').first().innerText()).trim();
    const since = new Date(Date.now() - 1000);
    await row.getByRole('button', { name: `Actions for ${invoiceId}` }).click();
    await staff.getByRole('menuitem', { name: 'Mark as Paid' }).click();
    const pay = staff.getByRole('dialog', { name: 'Mark as Paid' });
    await pay.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(staff.getByText('Marked as Paid Successfully')).toBeVisible();
    await expect(pay).toBeHidden();

    // Its 'Receipt' on the Invoice tab's payments downloads the PDF.
    const payments = staff.getByRole('table', { name: 'Payments' });
    const receipt = payments.getByRole('button', {
      name: new RegExp(`^Receipt for ₹12,500 paid on .* for ${invoiceId}$`),
    });
    await expect(receipt).toBeVisible();
    await settled(staff);
    await expectNoSeriousViolations(staff, `staff payments with receipts (${name})`);
    const fromStaff = await downloadFrom(staff, receipt);
    expect(fromStaff.head).toBe('%PDF-');
    expect(fromStaff.name).toMatch(/^RCP-\d{4}-\d{6}\.pdf$/);

    // The tenant got it by mail, and finds it on their Billing page.
    const mail = await waitForMail(staff.request, email, since, /^Receipt RCP-/);
    expect(mail.subject).toBe(`Receipt ${fromStaff.name.replace('.pdf', '')} from Sunrise PG`);
    const tenantContext = await browser.newContext({ viewport, acceptDownloads: true });
    const tenant = await tenantContext.newPage();
    await signInAsTenant(tenant, email);
    await tenant.getByRole('link', { name: /Due Amount/ }).click();
    await expect(tenant).toHaveURL(/\/tenant\/billing$/);
    await expect(tenant.getByText('You owe nothing. Thank you!')).toBeVisible();
    const mine = tenant
      .getByRole('table', { name: 'My payments' })
      .getByRole('row', { name: new RegExp(invoiceId) });
    await expect(mine).toContainText('₹12,500');
    await expect(mine).toContainText('Cash');
    await settled(tenant);
    await expectNoSeriousViolations(tenant, `tenant billing with receipts (${name})`);
    const fromTenant = await downloadFrom(tenant, mine.getByRole('button', { name: /^Receipt for ₹12,500/ }));
    expect(fromTenant).toEqual(fromStaff);
    await tenantContext.close();
    await staffContext.close();
  });
}
