// Issue 25, meals: a tenant marks 4 days away on a 375 px phone before the cut-off; the kitchen
// count (/app/meals, 1280 px) drops by one for those days and names them; the next invoice carries
// the meal credit (mealCost × days / days in that month, per month). Axe clean.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { addDaysToApiDate, formatDayMonthYear, formatINR, todayApiDate } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import { expect, test, type Page } from '@playwright/test';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const MEAL_COST = 3000;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

/** The credit lines the absence earns, per month: round(cost × days / days in month) in rupees. */
function expectedCredits(from: string, to: string): number[] {
  const months = new Map<string, number>();
  for (let day = from; day <= to; day = addDaysToApiDate(day, 1))
    months.set(day.slice(0, 7), (months.get(day.slice(0, 7)) ?? 0) + 1);
  return [...months].map(([month, days]) => {
    const [year, index] = month.split('-').map(Number) as [number, number];
    const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
    return -Math.floor((2 * MEAL_COST * 100 * days + length) / (2 * length)) / 100;
  });
}

/** The count of one day on the kitchen page: how many eat, and the line of who is away. */
async function countOn(page: Page, date: string, isToday: boolean) {
  const day = page.getByRole('region', { name: `${isToday ? 'Today, ' : ''}${formatDayMonthYear(date)}` });
  const eating = day.getByText(/^\d+ eating$/);
  await expect(eating).toBeVisible();
  return { day, eating: Number((await eating.innerText()).split(' ')[0]) };
}

test('a tenant marks 4 days away on a phone; the kitchen count drops and the next invoice carries the credit', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `meals.${stamp}@example.com`;
  const name = `meena away ${stamp}`;
  const staff = await (await browser.newContext({ storageState: ADMIN_STATE, viewport: DESKTOP })).newPage();
  const listed = await staff.request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  )!;
  const headers = { origin: E2E_URL };
  expect(
    (await staff.request.patch(`${API_BASE}${API.property.setCurrent(demo._id)}`, { headers })).ok(),
  ).toBe(true);
  const tenantId = await verifiedTenantOnABed(staff.request, browser, email, name, 8000, {
    mealIncluded: true,
    mealCost: MEAL_COST,
  });

  const today = todayApiDate();
  const from = addDaysToApiDate(today, 2);
  const to = addDaysToApiDate(today, 5);
  await staff.goto('/app/meals');
  await expect(staff.getByRole('heading', { name: 'Meals', level: 1 })).toBeVisible();
  const before = new Map<string, number>();
  for (let day = from; day <= to; day = addDaysToApiDate(day, 1))
    before.set(day, (await countOn(staff, day, false)).eating);

  // The tenant, on a phone: Meals on their page. Two days are too few for a credit, and it says so.
  const tenant = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto('/tenant/dashboard');
  await tenant.getByRole('tab', { name: 'Meals' }).click();
  await tenant.getByLabel(/First day away/).fill(from);
  await tenant.getByLabel(/Last day away/).fill(addDaysToApiDate(from, 1));
  await expect(
    tenant.getByText('2 days away: absences shorter than 3 days earn no meal credit.'),
  ).toBeVisible();
  await tenant.getByLabel(/Last day away/).fill(to);
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'the tenant marks days away (phone)');
  await tenant.getByRole('button', { name: 'Mark days away' }).click();
  await expect(tenant.getByText(MESSAGES.mealOptOutAdded, { exact: true })).toBeVisible();
  const mine = tenant.getByRole('table', { name: 'My days away' });
  const span = `${formatDayMonthYear(from)} – ${formatDayMonthYear(to)} \\(4 days\\)`;
  await expect(mine.getByRole('row', { name: new RegExp(`${span}.*After the last day away`) })).toBeVisible();
  await expect(
    tenant.getByRole('button', {
      name: `Withdraw days away ${formatDayMonthYear(from)} – ${formatDayMonthYear(to)}`,
    }),
  ).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'the tenant’s days away (phone)');

  // The kitchen count drops by one for those days, and names the tenant; the day after, they eat.
  await staff.reload();
  for (let day = from; day <= to; day = addDaysToApiDate(day, 1)) {
    const { day: region, eating } = await countOn(staff, day, false);
    await expect(region.getByText(new RegExp(`^Away: .*${name}`, 'i'))).toBeVisible();
    expect(eating).toBe(before.get(day)! - 1);
  }
  const after = await countOn(staff, addDaysToApiDate(to, 1), false);
  await expect(after.day.getByText(new RegExp(name, 'i'))).toHaveCount(0);
  await settled(staff);
  await expectNoSeriousViolations(staff, 'the kitchen count (desktop)');

  // The next billing day: the credit is written once the absence is over, and the invoice takes it.
  const rents = await staff.request.get(`${API_BASE}${API.tenant.rents(tenantId)}`);
  const nextBillingDay = ((await rents.json()) as { data: { nextBillingDay: string } }).data.nextBillingDay;
  expect(nextBillingDay > to).toBe(true);
  const run = await staff.request.post(`${API_BASE}${API.devBillingRun}`, {
    headers,
    data: { today: nextBillingDay, tenantId },
  });
  expect(run.status()).toBe(200);
  await tenant.goto('/tenant/billing');
  const lines = tenant.getByRole('table', { name: 'Invoice lines' });
  for (const credit of expectedCredits(from, to)) {
    await expect(
      lines.getByRole('row', {
        name: new RegExp(`Meal credit: .*${formatINR(credit).replace(/[₹,.]/g, '.')}`),
      }),
    ).toBeVisible();
  }
  await settled(tenant);
  await expectNoSeriousViolations(tenant, 'the tenant’s billing with the meal credit (phone)');
});
