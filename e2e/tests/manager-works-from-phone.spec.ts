// Issue 42: the office in one hand. At 375 px, 'More' on the bottom bar reaches every staff page the
// bar leaves out, and a tenant's 'I have paid' waits on the dashboard's 'Waiting for you', where it is
// confirmed from its row. axe clean on each screen.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import { expect, test } from '@playwright/test';
import { signInAsStaff, signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const PHONE = { width: 375, height: 812 };
const MORE_PAGES: Array<[string, RegExp]> = [
  ['Reconcile', /\/app\/reconcile$/],
  ['Meals', /\/app\/meals$/],
  ['Reports', /\/app\/reports$/],
  ['Notices', /\/app\/notices$/],
  ['Expenses', /\/app\/expenses$/],
  ['Occupancy', /\/app\/occupancy$/],
  ['Settings', /\/app\/settings$/],
  ['Account', /\/app\/account$/],
];

test('a manager reaches every page from More and confirms a claim from the dashboard, on a phone', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `waiting.${stamp}@example.com`;
  // The admin seats a tenant on the demo property, which the demo manager runs (and has as current).
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  await verifiedTenantOnABed(adminContext.request, browser, email, `meera waiting ${stamp}`, 7000);
  await adminContext.close();
  const staffContext = await browser.newContext({ viewport: PHONE });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, 'manager@example.com');

  // The tenant says they paid their rent.
  const tenantContext = await browser.newContext({ viewport: PHONE });
  const tenant = await tenantContext.newPage();
  await signInAsTenant(tenant, email);
  const mine = (await (await tenant.request.get(`${API_BASE}${API.payment.myInvoices}`)).json()) as {
    data: Invoice[];
  };
  const invoice = mine.data.find((each) => each.outstandingAmount > 0)!;
  const utr = String(stamp).slice(-12).padStart(12, '7');
  const claimed = await tenant.request.post(`${API_BASE}${API.tenant.claimPayment(invoice._id)}`, {
    headers: { origin: E2E_URL },
    multipart: { utr },
  });
  expect(claimed.status()).toBe(201);

  // Every page the bottom bar leaves out opens from 'More', which closes on the way.
  await staff.goto('/app/dashboard');
  const nav = staff.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: /^More/ });
  await expect(more).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Dues, \d+ waiting$/ })).toBeVisible();
  for (const [label, url] of MORE_PAGES) {
    await more.click();
    const sheet = staff.getByRole('dialog', { name: 'More pages' });
    await expect(sheet).toBeVisible();
    if (label === 'Reconcile') {
      await settled(staff);
      await expectNoSeriousViolations(staff, 'the More sheet at 375 px');
    }
    await sheet.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(staff).toHaveURL(url);
    await expect(sheet).toBeHidden();
    await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Escape closes it and gives the focus back to 'More'.
  await more.click();
  await staff.keyboard.press('Escape');
  await expect(staff.getByRole('dialog', { name: 'More pages' })).toBeHidden();
  await expect(more).toBeFocused();

  // The claim waits on the dashboard, and is confirmed from its row.
  await nav.getByRole('link', { name: /^Home/ }).click();
  const waiting = staff.getByRole('region', { name: /^Waiting for you/ });
  await expect(waiting.getByText(new RegExp(`UTR ${utr}`))).toBeVisible();
  await settled(staff);
  await expectNoSeriousViolations(staff, 'Waiting for you at 375 px');
  await waiting.getByRole('button', { name: new RegExp(`^Confirm .*UTR ${utr}$`) }).click();
  await expect(staff.getByText('Payment confirmed')).toBeVisible();
  await expect(waiting.getByText(new RegExp(`UTR ${utr}`))).toBeHidden();

  await tenantContext.close();
  await staffContext.close();
});
