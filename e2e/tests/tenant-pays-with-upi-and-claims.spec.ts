// Issue 22: a tenant pays from the phone. Billing's main button opens a UPI app ('Pay ₹X in a UPI
// app', a upi://pay link); after paying, 'I have paid' takes the UTR; staff confirm the claim on the
// invoice; the tenant sees it paid. At a 375 px phone and at 1280 px, axe clean.
import { expect, test } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const RENT = 12500;
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test(`a tenant pays in a UPI app and says 'I have paid'; staff confirm it (${name}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    const stamp = Date.now();
    const email = `upi.${name}.${stamp}@example.com`;
    const staffContext = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const staff = await staffContext.newPage();
    const tenantId = await verifiedTenantOnABed(staff.request, browser, email, `ravi upi ${stamp}`, RENT);

    // The tenant signs in on their phone (or desktop) and opens Billing from the Due card.
    const tenantContext = await browser.newContext({ viewport });
    const tenant = await tenantContext.newPage();
    await signInAsTenant(tenant, email);
    const nav = tenant.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Complaints' })).toBeVisible();
    await tenant.getByRole('link', { name: /Due Amount/ }).click();
    await expect(tenant).toHaveURL(/\/tenant\/billing$/);

    const card = tenant.getByRole('region', { name: /^Pay INV-/ });
    const pay = card.getByRole('link', { name: 'Pay ₹12,500 in a UPI app' });
    await expect(pay).toBeVisible();
    const href = (await pay.getAttribute('href'))!;
    const invoiceId = (await card.getByRole('heading').innerText()).trim();
    const params = new URLSearchParams(href.replace(/^upi:\/\/pay\?/, ''));
    expect(href.startsWith('upi://pay?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      pa: 'sunrisepg@okaxis',
      pn: 'Sunrise PG',
      am: '12500.00',
      cu: 'INR',
      tn: invoiceId,
    });
    // The QR code is secondary, for another phone.
    const qr = card.getByRole('img', { name: new RegExp(`UPI QR code to pay ₹12,500 for ${invoiceId}`) });
    await expect(qr).toBeHidden();
    await card.getByText('Scan from another phone').click();
    await expect(qr).toBeVisible();
    await settled(tenant);
    await expectNoSeriousViolations(tenant, `tenant billing (${name})`);

    // 'I have paid' with the UTR: a wrong one is refused with a clear message.
    await card.getByRole('button', { name: `I have paid ${invoiceId}` }).click();
    const dialog = tenant.getByRole('dialog', { name: 'I have paid' });
    await dialog.getByLabel(/UTR/).fill('12345');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(/Enter the 12-digit UPI reference/)).toBeVisible();
    const utr = String(stamp).slice(-12).padStart(12, '4');
    await dialog.getByLabel(/UTR/).fill(utr);
    await settled(tenant);
    await expectNoSeriousViolations(tenant, `I have paid (${name})`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Payment claimed, waiting for confirmation/)).toBeVisible();

    // Staff see the claim on the invoice and confirm it.
    await staff.goto(`/app/tenants/view/${tenantId}`);
    const claims = staff.getByRole('table', { name: 'Payment claims' });
    const claimRow = claims.getByRole('row', { name: new RegExp(utr) });
    await expect(claimRow).toContainText(invoiceId);
    await expect(claimRow).toContainText('₹12,500');
    await settled(staff);
    await expectNoSeriousViolations(staff, `staff claims (${name})`);
    await claimRow.getByRole('button', { name: new RegExp(`^Confirm .*UTR ${utr}`) }).click();
    await expect(staff.getByText('Payment confirmed')).toBeVisible();
    await expect(claimRow.getByText('Confirmed')).toBeVisible();
    const invoiceRow = staff
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row', { name: new RegExp(invoiceId) });
    await expect(invoiceRow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'Payments' })).toContainText(`UTR ${utr}`);

    // The tenant sees it paid.
    await tenant.reload();
    await expect(tenant.getByText('You owe nothing. Thank you!')).toBeVisible();
    const mine = tenant
      .getByRole('table', { name: 'My invoices' })
      .getByRole('row', { name: new RegExp(invoiceId) });
    await expect(mine.getByText('Paid', { exact: true })).toBeVisible();
    await settled(tenant);
    await expectNoSeriousViolations(tenant, `tenant billing paid (${name})`);
    await tenantContext.close();
    await staffContext.close();
  });
}
