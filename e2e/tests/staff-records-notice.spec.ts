// Issue 24, 'Notice and move-out', as staff do it: record a tenant's notice on Tenant Details, see
// "notice given, leaves on …" on the bed row, and the billing job's next run (as on a day after the
// last period began, through the development-only billing run) issues a last RENT invoice pro-rated
// to the move-out day: rent × days stayed / days in the period, half a paisa up.
import { expect, test } from '@playwright/test';
import { addDaysToApiDate, formatDayMonthYear, todayApiDate } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { addRoom, addTenant, assignBed } from '../support/seat-tenant';

const headers = { origin: E2E_URL };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The day before the billing day a month after `start` (the billing day clamped to the month's end). */
function periodEnd(start: string, moveInDay: number): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(moveInDay, last));
  return addDaysToApiDate(next.toISOString().slice(0, 10), -1);
}

test('staff records a notice; the bed row shows it; the last invoice is pro-rated to the move-out day', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const stamp = Date.now();
  const room = await addRoom(page.request, `N${String(stamp).slice(-6)}`);
  const tenantId = await addTenant(page.request, {
    fullName: `kavya nair ${stamp}`,
    email: `kavya.${stamp}@example.com`,
  });
  const today = todayApiDate();
  await assignBed(page.request, tenantId, { roomId: room.id, bedId: room.bedIds[0]! }, 9000);

  // Tenant Details: Record notice, leaving 40 days from today (inside the second billing period).
  const moveOut = addDaysToApiDate(today, 40);
  await page.goto(`/app/tenants/view/${tenantId}`);
  await page.getByRole('button', { name: 'Record notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record notice' });
  await expect(dialog.getByLabel(/^Notice date/)).toHaveValue(today);
  await dialog.getByLabel(/^Move-out date/).fill(moveOut);
  await dialog.getByRole('button', { name: 'Record notice' }).click();
  await expect(dialog).toBeHidden();
  const leaves = `leaves on ${formatDayMonthYear(moveOut)}`;
  await expect(page.getByText(`Notice given, ${leaves}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw notice' })).toBeVisible();

  // The room's bed row: the bed can be offered.
  await page.goto(`/app/rooms/view/${room.id}`);
  const beds = page.getByRole('table', { name: 'Beds' });
  await expect(beds.getByText(`notice given, ${leaves}`)).toBeVisible();

  // The billing job, as on the day before the move-out: the last period, pro-rated.
  const run = await page.request.post('/api/v1/dev/billing-run', {
    headers,
    data: { today: addDaysToApiDate(moveOut, -1), tenantId },
  });
  expect(run.status()).toBe(200);
  const listed = (await (await page.request.get(`/api/v1/payment/tenant-invoice/${tenantId}`)).json()) as {
    data: Invoice[];
  };
  const rents = listed.data
    .filter((invoice) => invoice.invoiceType === 'RENT')
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  expect(rents).toHaveLength(2);
  const last = rents[1]!;
  expect(last.periodEnd).toBe(moveOut);
  const moveInDay = Number(today.slice(8, 10));
  const days = daysBetween(last.periodStart, periodEnd(last.periodStart, moveInDay));
  const stayed = daysBetween(last.periodStart, moveOut);
  expect(stayed).toBeLessThan(days);
  expect(last.totalAmount).toBe(Math.floor((2 * 900_000 * stayed + days) / (2 * days)) / 100);

  // The tenant page's invoices show it too.
  await page.goto(`/app/tenants/view/${tenantId}`);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByText(last.invoiceId)).toBeVisible();
  await context.close();
});
