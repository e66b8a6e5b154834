// Issue 39: a tenant says 'I have paid' with a UTR; staff import the HDFC statement (account details
// above, a withdrawal, the credit carrying the UTR only in its narration, the summary block below):
// the credit confirms the claim and pays the invoice. Imported again, every line is a duplicate that
// says what it matched, and the invoice is unchanged. The tenant finds the receipt on Billing.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import type { Invoice } from '@pgportal/contracts/types';
import { expect, test, type Page } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const RENT = 12500;

/** HDFC's export: account details, the header, a withdrawal, the UPI credit, the statement summary. */
function hdfcStatement(invoice: Invoice, utr: string): string {
  const day = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
  const amount = invoice.outstandingAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  return [
    'HDFC BANK Ltd.,,,,,,',
    'Account Branch :,KORAMANGALA,,,,,',
    'Account No :,50100012345678,,,,,',
    'Statement From :,01/11/2026,To :,30/11/2026,,,',
    ',,,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    `${day},REFUND TO RAVI KUMAR-NEFT,0000000000000,${day},"2,000.00",,"10,000.00"`,
    `${day},"BY TRANSFER-UPI/CR/${utr}/PAYER/YESB/payer@ybl/RENT",-,${day},,"${amount}","22,500.00"`,
    ',,,,,,',
    'STATEMENT SUMMARY :-,,,,,,',
    'Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,',
    `"12,000.00",1,1,"2,000.00","${amount}","22,500.00",`,
    'Generated On: 29/11/2026,,,,,,',
    'This is a computer generated statement and does not require signature.,,,,,,',
  ].join('\n');
}

async function importOnReconcile(page: Page, file: string) {
  await page.goto('/app/reconcile');
  await expect(page.getByRole('heading', { name: 'Reconcile' })).toBeVisible();
  await page.getByLabel(/Bank statement/).setInputFiles({
    name: 'Acct_Statement_XX5678_29112026.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'Import statement' }).click();
  const lines = page.getByRole('table', { name: 'Lines of this statement' });
  await expect(lines).toBeVisible();
  return lines;
}

test('a statement confirms the tenant’s claim once; imported again, every line is a duplicate', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `claim.statement.${stamp}@example.com`;
  const utr = `7${String(stamp).slice(-11)}`;
  const staffContext = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
  });
  const page = await staffContext.newPage();
  const tenantId = await verifiedTenantOnABed(page.request, browser, email, `claim payer ${stamp}`, RENT);
  const invoicesNow = async () =>
    (
      (await (await page.request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`)).json()) as {
        data: Invoice[];
      }
    ).data;
  const invoice = (await invoicesNow()).find(
    (each) => each.invoiceType === 'RENT' && each.outstandingAmount > 0,
  )!;
  expect(invoice, 'the tenant has an open rent invoice').toBeTruthy();

  // The tenant says 'I have paid' with the UTR their UPI app showed.
  const tenantContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const tenant = await tenantContext.newPage();
  await signInAsTenant(tenant, email);
  const claimed = await tenant.request.post(`${API_BASE}${API.tenant.claimPayment(invoice._id)}`, {
    headers: { origin: E2E_URL },
    data: { utr },
  });
  expect(claimed.ok()).toBe(true);

  // The admin works on the demo property, where the tenant lives.
  const listed = await page.request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  await page.request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, {
    headers: { origin: E2E_URL },
  });

  const file = hdfcStatement(invoice, utr);
  const first = await importOnReconcile(page, file);
  const credit = first.getByRole('row', { name: new RegExp(utr) });
  await expect(credit).toContainText('Recorded');
  await expect(credit).toContainText(invoice.invoiceId);
  await expect(first.getByRole('row')).toHaveCount(2); // the header and the one credit: no debit
  await settled(page);
  await expectNoSeriousViolations(page, 'Reconcile after the first import');
  const paid = (await invoicesNow()).find((each) => each._id === invoice._id)!;
  expect(paid.status).toBe('PAID');
  expect(paid.payments).toHaveLength(1);

  const second = await importOnReconcile(page, file);
  const again = second.getByRole('row', { name: new RegExp(utr) });
  await expect(again).toContainText('Duplicate');
  await expect(again).toContainText(/already (recorded|confirmed) on \d{1,2} \w{3} \d{4}/);
  const unchanged = (await invoicesNow()).find((each) => each._id === invoice._id)!;
  expect(unchanged.payments).toHaveLength(1);
  expect(unchanged.status).toBe('PAID');
  await staffContext.close();

  // The tenant's claim was confirmed by the statement: the receipt is on their Billing.
  await tenant.goto('/tenant/billing');
  await expect(tenant.getByText('You owe nothing. Thank you!')).toBeVisible();
  const payment = tenant
    .getByRole('table', { name: 'My payments' })
    .getByRole('row', { name: new RegExp(invoice.invoiceId) });
  await expect(payment).toContainText(`(UTR ${utr})`);
  await expect(payment.getByRole('button', { name: /^Receipt for/ })).toBeVisible();
  await tenantContext.close();
});
