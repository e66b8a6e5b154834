// Issue 26, reports: staff record two expenses (POST /expense/add), open /app/reports and see the month's net as the API computes it from the ledger,
// the expenses by category, and the 12-month chart drawn as an SVG whose text description and
// table carry the same figures; at 1280 px, axe clean. The dashboard loads no chart code.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { formatINR, todayApiDate } from '@pgportal/contracts/format';
import type { MonthReport } from '@pgportal/contracts/responses';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
];

/** Makes Sunrise PG the current property: its id. */
async function demoProperty(request: APIRequestContext): Promise<string> {
  const listed = await request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  const headers = { origin: E2E_URL };
  expect((await request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, { headers })).ok()).toBe(
    true,
  );
  return demo._id;
}

for (const { name, viewport } of screens) {
  test(`on ${name}, staff record expenses and read the month's net and its chart`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    await demoProperty(page.request);
    const today = todayApiDate();
    for (const [category, amount] of [
      ['ELECTRICITY', 1234.5],
      ['SALARIES', 5000],
    ] as const) {
      const written = await page.request.post(`${API_BASE}${API.expense.add}`, {
        headers: { origin: E2E_URL },
        data: { category, amount, date: today, paymentMode: 'CASH', paidTo: `${category} e2e` },
      });
      expect(written.ok()).toBe(true);
    }
    const answer = await page.request.get(`${API_BASE}${API.report.monthly}?month=${today.slice(0, 7)}`);
    const report = ((await answer.json()) as { data: MonthReport }).data;
    expect(report.expensesByCategory.ELECTRICITY).toBeGreaterThanOrEqual(1234.5);
    expect(Math.round(report.net * 100)).toBe(
      Math.round(report.collected * 100) - Math.round(report.expenses * 100),
    );

    // The dashboard first: the charts chunk (recharts) is not fetched for it.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/app/dashboard');
    await settled(page);
    expect(scripts.filter((url) => /report-charts/.test(url))).toEqual([]);

    await page.goto('/app/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(today.slice(0, 7));
    await expect(page.getByRole('region', { name: 'Net' })).toContainText(formatINR(report.net));
    await expect(page.getByRole('region', { name: 'Expenses', exact: true })).toContainText(
      formatINR(report.expenses),
    );
    const categories = page.getByRole('region', { name: 'Expenses by category' });
    await expect(categories).toContainText('Electricity');
    await expect(categories).toContainText(formatINR(report.expensesByCategory.SALARIES));

    // The chart: an SVG with bars, described in words with this month's figures.
    const chart = page.getByRole('img', { name: /^Collected, expenses and net per month/ });
    await expect(chart).toHaveAccessibleName(
      new RegExp(`net ${formatINR(report.net).replace(/[.]/g, '\\.')}`),
    );
    await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Occupancy per month/ }).locator('.recharts-wrapper > svg'),
    ).toBeVisible();
    expect(scripts.some((url) => /report-charts/.test(url))).toBe(true);

    await page.getByText('The chart figures as a table').click();
    const table = page.getByRole('table', { name: 'Collected, expenses, net and occupancy per month' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('row').last()).toContainText(formatINR(report.net));

    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(page);
    await expectNoSeriousViolations(page, `reports on ${name}`);
    await context.close();
  });
}
