// Issue 23: staff upload the bank statement on Reconcile; a credit whose narration carries an open
// invoice's invoiceId (read through the API) pays it: the invoice turns PAID and the dashboard's
// Collected Amount rises, and the tenant, signed in, finds that payment's receipt on Billing. At
// 1280 px, axe clean. Each run pays an invoice of a verified tenant of its own
// on the demo property (the demo tenant's open invoice can be paid only once).
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { formatINR } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const RENT = 12500;
const VIEWPORTS = [
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** '₹1,23,456.50' -> 123456.5 */
const rupees = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function collectedAmount(page: Page): Promise<number> {
  await page.goto('/app/dashboard');
  const value = page.getByRole('region', { name: 'Collected Amount' }).getByText(/^₹/);
  await expect(value).toBeVisible();
  return rupees(await value.innerText());
}

/** The demo property made the admin's current one, and a verified tenant of ours on one of its free beds. */
async function tenantWithAnOpenInvoice(
  request: APIRequestContext,
  browser: Browser,
  email: string,
  stamp: number,
): Promise<{ invoice: Invoice; tenantId: string }> {
  const listed = await request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  expect(demo, 'the demo property exists').toBeTruthy();
  const setCurrent = await request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, {
    headers: { origin: E2E_URL },
  });
  expect(setCurrent.ok()).toBe(true);
  const tenantId = await verifiedTenantOnABed(request, browser, email, `statement payer ${stamp}`, RENT);
  const invoices = (await (await request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`)).json()) as {
    data: Invoice[];
  };
  const open = invoices.data.find(
    (invoice) => invoice.invoiceType === 'RENT' && invoice.outstandingAmount > 0,
  );
  expect(open, 'the tenant has an open rent invoice').toBeTruthy();
  return { invoice: open!, tenantId };
}

/** The tenant signs in and finds the receipt of the statement's payment on their Billing page. */
async function tenantSeesTheReceipt(
  browser: Browser,
  viewport: { width: number; height: number },
  email: string,
  invoice: Invoice,
  utr: string,
) {
  const context = await browser.newContext({ viewport });
  const tenant = await context.newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto('/tenant/billing');
  await expect(tenant.getByText('You owe nothing. Thank you!')).toBeVisible();
  const paid = tenant
    .getByRole('table', { name: 'My payments' })
    .getByRole('row', { name: new RegExp(invoice.invoiceId) });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText(`(UTR ${utr})`);
  const amount = formatINR(invoice.outstandingAmount);
  await expect(paid.getByRole('button', { name: new RegExp(`^Receipt for ${amount}`) })).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'tenant billing with the statement’s receipt');
  await context.close();
}

/** An HDFC statement: account details, the header, a debit and the tenant's UPI credit. */
function statement(invoice: Invoice, utr: string): string {
  const day = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
  const amount = invoice.outstandingAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  return [
    'Account Statement for 50100012345678',
    '',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day},ATW-CASH WITHDRAWAL,000000000001,${day},"2,000.00",,"10,000.00"`,
    `${day},UPI/${utr}/${invoice.invoiceId}/payer@okaxis,${utr},${day},,"${amount}","22,500.00"`,
  ].join('\n');
}

for (const { name, viewport } of VIEWPORTS) {
  test(`staff reconcile a bank statement: the invoice in the narration is paid and its receipt is on the tenant’s Billing (${name}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    const stamp = Date.now();
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    const email = `statement.${name}.${stamp}@example.com`;
    const utr = `5${String(stamp).slice(-11)}`;
    const { invoice, tenantId } = await tenantWithAnOpenInvoice(page.request, browser, email, stamp);
    const before = await collectedAmount(page);

    await page.goto('/app/reconcile');
    await expect(page.getByRole('heading', { name: 'Reconcile' })).toBeVisible();
    await page.getByLabel(/Bank statement/).setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement(invoice, utr)),
    });
    const columns = page.getByRole('group', { name: 'Confirm the statement’s columns' });
    if (await columns.isVisible())
      await expect(columns.getByLabel(/Credit column/)).toHaveValue('Deposit Amt.');
    await settled(page);
    await expectNoSeriousViolations(page, `Reconcile with a statement chosen (${name})`);
    await page.getByRole('button', { name: 'Import statement' }).click();
    const result = page.getByLabel('Import result');
    await expect(result).toBeVisible();
    await expect(
      result.getByText('Matched', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('1');
    await page.getByRole('tab', { name: 'Matched', exact: true }).click();
    await expect(page.getByRole('table', { name: 'matched statement lines' })).toContainText(
      invoice.invoiceId,
    );
    await settled(page);
    await expectNoSeriousViolations(page, `Reconcile after the import (${name})`);

    const paid = (await (await page.request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`)).json()) as {
      data: Invoice[];
    };
    expect(paid.data.find((each) => each._id === invoice._id)?.status).toBe('PAID');
    expect(await collectedAmount(page)).toBeGreaterThanOrEqual(before + invoice.outstandingAmount);
    await context.close();

    await tenantSeesTheReceipt(browser, viewport, email, invoice, utr);
  });
}
