import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';
import { addTenant, assignBed, freeBed } from '../support/seat-tenant';

const RENT = 12500;

/** A tenant of our own on a free bed (not room 303, which the admission journey takes): their id. */
async function tenantOnABed(request: APIRequestContext, stamp: number): Promise<string> {
  // Stored as typed: the name in lower case, the phone with +91 and spaces.
  const tenantId = await addTenant(request, {
    fullName: `kavya nair ${stamp}`,
    email: `kavya.${stamp}@example.com`,
    phoneNumber: '+91 98765 43210',
    dateOfBirth: '2000-02-10',
    address: '4 Church Street, Bengaluru',
  });
  await assignBed(request, tenantId, await freeBed(request, 'last'), RENT);
  return tenantId;
}

test('staff records a part payment, sees it listed, reverses it with a reason and the due comes back', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  const stamp = Date.now();
  const tenantId = await tenantOnABed(page.request, stamp);

  await page.goto(`/app/tenants/view/${tenantId}`);
  // The name capitalised, the number in one form and on one line.
  await expect(page.getByRole('heading', { name: `Kavya Nair ${stamp}` })).toBeVisible();
  const phone = page.getByText('98765 43210', { exact: true });
  await expect(phone).toBeVisible();
  expect(await phone.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap');
  const dueCard = page.getByText('Due Amount', { exact: true }).locator('..');
  await expect(dueCard).toContainText('₹12,500');

  const invoices = page.getByRole('table', { name: 'Invoices' });
  const row = invoices.getByRole('row', { name: /INV-/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  const invoiceId = (await row.getByRole('cell').first().innerText()).trim();

  // A part payment says what it recorded and what is still due.
  await row.getByRole('button', { name: `Actions for ${invoiceId}` }).click();
  await page.getByRole('menuitem', { name: 'Mark as Paid' }).click();
  const pay = page.getByRole('dialog', { name: 'Mark as Paid' });
  await pay.getByLabel(/Amount/).fill('5000');
  await pay.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(page.getByText('₹5,000 recorded; ₹7,500 still due')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row.getByText('Part paid', { exact: true })).toBeVisible();
  await expect(row).toContainText('₹12,500 (₹7,500 due)');
  await expect(dueCard).toContainText('₹7,500');

  // The payment is listed: invoice, date, amount, mode and who recorded it.
  const payments = page.getByRole('table', { name: 'Payments' });
  const paymentRow = payments.getByRole('row', { name: new RegExp(invoiceId) });
  await expect(paymentRow).toContainText('₹5,000');
  await expect(paymentRow).toContainText('Cash');
  await expect(paymentRow).toContainText('Administrator');

  // Reverse asks why; without a reason nothing is sent.
  await paymentRow.getByRole('button', { name: /^Reverse ₹5,000 paid on/ }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse payment' });
  await expect(reverse).toContainText('₹5,000 will be due again.');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(reverse.getByText('This field is required')).toBeVisible();
  await reverse.getByLabel(/Reason/).fill('Recorded against the wrong tenant');
  await reverse.getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Payment reversed successfully')).toBeVisible();
  await expect(reverse).toBeHidden();

  // Cancelled in the list (struck through, with the reason, no 'Reverse'); the whole rent is due again.
  await expect(paymentRow).toContainText(/Cancelled on .*: Recorded against the wrong tenant/);
  await expect(paymentRow.locator('s', { hasText: '₹5,000' })).toBeVisible();
  await expect(paymentRow.getByRole('button', { name: /^Reverse / })).toHaveCount(0);
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(dueCard).toContainText('₹12,500');
  await context.close();
});
