// Issue 26, expenses: staff add two expenses of the current property on /app/expenses, one with a
// bill (a PNG), see them in the month's table and totals, open the bill and export the month as
// CSV; at 1280 px, axe clean.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { formatINR, todayApiDate } from '@pgportal/contracts/format';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { png } from '../support/images';

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
];

async function makeDemoPropertyCurrent(request: APIRequestContext) {
  const listed = await request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  const chosen = await request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, {
    headers: { origin: E2E_URL },
  });
  expect(chosen.ok()).toBe(true);
}

async function addExpense(
  page: Page,
  expense: { category: string; amount: string; mode: string; paidTo: string; bill?: Buffer },
) {
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add expense' });
  await dialog.getByLabel('Category').selectOption({ label: expense.category });
  await dialog.getByLabel('Amount (₹)').fill(expense.amount);
  await dialog.getByLabel('Payment mode').selectOption({ label: expense.mode });
  await dialog.getByLabel('Paid to').fill(expense.paidTo);
  if (expense.bill) {
    await dialog
      .getByLabel('Bill')
      .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: expense.bill });
  }
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: expense.paidTo })).toBeVisible();
}

for (const { name, viewport } of screens) {
  test(`on ${name}, staff record two expenses, one with its bill, and see the month's totals`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    await makeDemoPropertyCurrent(page.request);
    await page.goto('/app/expenses');
    await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();

    const suffix = `${viewport.width}-${Date.now()}`;
    const bill = png(30, 30, (x, y) => [x * 8, 200, y * 8]);
    await addExpense(page, {
      category: 'Groceries',
      amount: '2450.50',
      mode: 'UPI',
      paidTo: `Fresh Mart ${suffix}`,
      bill,
    });
    await addExpense(page, { category: 'Water', amount: '800', mode: 'Cash', paidTo: `Tanker ${suffix}` });

    // The totals are the API's sums over the month (other journeys may have added expenses too).
    const month = todayApiDate().slice(0, 7);
    const listed = await page.request.get(`${API_BASE}${API.expense.list}?month=${month}`);
    expect(listed.status(), await listed.text()).toBe(200);
    const { totals } = ((await listed.json()) as { data: { totals: { total: number } } }).data;
    expect(totals.total).toBeGreaterThanOrEqual(3250.5);
    await expect(page.getByRole('region', { name: 'Total expenses' })).toContainText(formatINR(totals.total));

    const withBill = page.getByRole('row').filter({ hasText: `Fresh Mart ${suffix}` });
    const link = withBill.getByRole('link', { name: /^Bill of Groceries/ });
    const served = await page.request.get(new URL((await link.getAttribute('href'))!, E2E_URL).toString());
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.from(await served.body()).equals(bill)).toBe(true);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Tanker ${suffix}` })
        .getByRole('link'),
    ).toHaveCount(0);

    // Export CSV: the month's expenses as Excel opens them (a BOM, UTF-8).
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const csv = await page.request.get(new URL((await exportLink.getAttribute('href'))!, E2E_URL).toString());
    const text = Buffer.from(await csv.body());
    expect(text.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.toString('utf8')).toContain(`Fresh Mart ${suffix}`);

    await settled(page);
    await expectNoSeriousViolations(page, `/app/expenses on ${name}`);
    await context.close();
  });
}
