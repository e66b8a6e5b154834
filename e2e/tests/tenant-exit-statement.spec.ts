// Issue 24's journey, from notice to refund: staff record a notice, the last invoice is pro-rated,
// staff send an exit statement with one deduction and a photo, the tenant disputes it on a 375 px
// phone (reaching it from their Billing page), staff amend and send again, the tenant accepts,
// a payment then changes the accepted statement, the tenant sees it reopened and accepts again
// (issue 41); staff are asked before settling ahead of the move-out date and settle: the bed is
// free and the refund accepted is the one in the ledger.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { addDaysToApiDate, formatDayMonthYear, formatINR, todayApiDate } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import type { Invoice, Room, Tenant } from '@pgportal/contracts/types';
import { signInAsTenant } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { gradientPng } from '../support/images';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const headers = { origin: E2E_URL };
const RENT = 6000;
const DEPOSIT = 20000;

const invoicesOf = async (request: APIRequestContext, tenantId: string) =>
  ((await (await request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`)).json()) as { data: Invoice[] })
    .data;

const statementOf = async (request: APIRequestContext, tenantId: string) =>
  (
    (await (await request.get(`${API_BASE}${API.tenant.exitStatement(tenantId)}`)).json()) as {
      data: ExitStatementAnswer;
    }
  ).data;

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

test('notice, pro-rated last invoice, exit statement disputed on a phone, amended, accepted and settled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const email = `exit.${stamp}@example.com`;
  const staffContext = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
  });
  const staff = await staffContext.newPage();
  const tenantId = await verifiedTenantOnABed(staff.request, browser, email, `meera exit ${stamp}`, RENT, {
    collectAdvance: true,
    advanceAmount: DEPOSIT,
  });
  // The deposit is held once the advance is paid.
  const advance = (await invoicesOf(staff.request, tenantId)).find((row) => row.invoiceType === 'ADVANCE');
  expect(advance?.totalAmount).toBe(DEPOSIT);
  const paid = await staff.request.patch(`${API_BASE}${API.payment.pay(advance!._id)}`, {
    headers,
    data: { paymentMode: 'CASH', paidAt: todayApiDate() },
  });
  expect(paid.status()).toBe(200);
  const record = (
    (await (await staff.request.get(`${API_BASE}${API.tenant.fetch(tenantId)}`)).json()) as { data: Tenant }
  ).data;
  const roomId = record.roomId!;
  expect(roomId).toBeTruthy();

  // Staff record the notice on Tenant Details: leaving 40 days from today.
  const today = todayApiDate();
  const moveOut = addDaysToApiDate(today, 40);
  await staff.goto(href('tenantView', { id: tenantId }));
  await staff.getByRole('button', { name: 'Record notice' }).click();
  const noticeDialog = staff.getByRole('dialog', { name: 'Record notice' });
  await noticeDialog.getByLabel(/^Move-out date/).fill(moveOut);
  await noticeDialog.getByRole('button', { name: 'Record notice' }).click();
  await expect(noticeDialog).toBeHidden();
  await expect(staff.getByText(`Notice given, leaves on ${formatDayMonthYear(moveOut)}`)).toBeVisible();

  // The billing job, as on the day before the move-out: the last invoice is pro-rated.
  const run = await staff.request.post(`${API_BASE}${API.devBillingRun}`, {
    headers,
    data: { today: addDaysToApiDate(moveOut, -1), tenantId },
  });
  expect(run.status()).toBe(200);
  const rents = (await invoicesOf(staff.request, tenantId))
    .filter((row) => row.invoiceType === 'RENT')
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  expect(rents).toHaveLength(2);
  const last = rents[1]!;
  expect(last.periodEnd).toBe(moveOut);
  const days = daysBetween(last.periodStart, periodEnd(last.periodStart, Number(today.slice(8, 10))));
  const stayed = daysBetween(last.periodStart, moveOut);
  expect(stayed).toBeLessThan(days);
  expect(last.totalAmount).toBe(Math.floor((2 * RENT * 100 * stayed + days) / (2 * days)) / 100);
  const outstanding = Math.round((rents[0]!.totalAmount + last.totalAmount) * 100);

  // The Exit statement tab: one deduction with a photo, saved and sent.
  await staff.reload();
  await staff.getByRole('tab', { name: 'Exit statement' }).click();
  await staff.getByRole('button', { name: 'Add deduction' }).click();
  await staff.getByLabel(/^Reason/).fill('Broken cupboard door');
  await staff.getByLabel(/^Amount \(₹\)/).fill('1500');
  await staff.getByLabel(/^Photos/).setInputFiles({
    name: 'cupboard.png',
    mimeType: 'image/png',
    buffer: gradientPng(64, 48),
  });
  await staff.getByRole('button', { name: 'Save statement' }).click();
  await expect(staff.getByRole('link', { name: /^Photo 1 of/ })).toBeVisible();
  const drafted = await statementOf(staff.request, tenantId);
  expect(drafted).toMatchObject({ status: 'DRAFT', depositHeld: DEPOSIT, deductionsTotal: 1500 });
  expect(Math.round(drafted.outstandingTotal * 100)).toBe(outstanding);
  expect(Math.round(drafted.refund * 100)).toBe(DEPOSIT * 100 - outstanding - 150_000);
  await staff.getByRole('button', { name: 'Send statement' }).click();
  await expect(staff.getByRole('button', { name: 'Settle' })).toBeEnabled();

  // The tenant, on a phone: Billing → See your exit statement → Dispute with a comment.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const tenant = await phone.newPage();
  await signInAsTenant(tenant, email);
  await tenant.goto(href('tenantBilling'));
  const card = tenant.getByRole('region', { name: 'Deposit and notice' });
  await card.getByRole('link', { name: 'See your exit statement' }).click();
  await expect(tenant).toHaveURL(/\/tenant\/exit$/);
  await expect(tenant.getByText('Broken cupboard door')).toBeVisible();
  await settled(tenant);
  await expectNoSeriousViolations(tenant, '/tenant/exit at 375 px');
  await tenant.getByRole('button', { name: 'Dispute' }).click();
  const comment = `The door was broken when I moved in (${stamp}).`;
  await tenant.getByLabel(/^What do you disagree with\?/).fill(comment);
  await tenant.getByRole('button', { name: 'Send my comment' }).click();
  await expect(tenant.getByText('The staff have your comment', { exact: false })).toBeVisible();

  // Staff see the comment, lower the deduction, save and send again.
  await staff.reload();
  await staff.getByRole('tab', { name: 'Exit statement' }).click();
  await expect(staff.getByText(comment)).toBeVisible();
  await staff.getByLabel(/^Amount \(₹\)/).fill('1000');
  await staff.getByRole('button', { name: 'Save statement' }).click();
  await expect(staff.getByRole('button', { name: 'Send statement' })).toBeEnabled();
  await staff.getByRole('button', { name: 'Send statement' }).click();
  await expect(staff.getByRole('button', { name: 'Settle' })).toBeEnabled();
  const amended = await statementOf(staff.request, tenantId);
  expect(amended).toMatchObject({ status: 'SENT', deductionsTotal: 1000 });
  const refund = DEPOSIT * 100 - outstanding - 100_000;
  expect(Math.round(amended.refund * 100)).toBe(refund);
  expect(amended.deductions[0]!.photos).toHaveLength(1);

  // The tenant accepts the amended statement.
  await tenant.reload();
  await expect(tenant.getByText(formatINR(refund / 100)).first()).toBeVisible();
  await tenant.getByRole('button', { name: 'Accept' }).click();
  await expect(tenant.getByRole('button', { name: 'Accept' })).toBeHidden();

  // Issue 41: a payment of ₹1,000 on the first rent changes the figures after she accepted: the
  // statement reopens (version + 1, mailed to her) and she accepts the new refund again.
  const part = await staff.request.patch(`${API_BASE}${API.payment.pay(rents[0]!._id)}`, {
    headers,
    data: { paymentMode: 'CASH', paidAt: today, amount: 1000 },
  });
  expect(part.status()).toBe(200);
  const reopenedRefund = refund + 100_000;
  await tenant.reload();
  await expect(tenant.getByRole('status').filter({ hasText: 'The figures changed' })).toBeVisible();
  await expect(tenant.getByText(formatINR(reopenedRefund / 100)).first()).toBeVisible();
  await expect(tenant.getByText(`Version ${amended.version + 1}`)).toBeVisible();
  await tenant.getByRole('button', { name: 'Accept' }).click();
  await expect(tenant.getByRole('button', { name: 'Accept' })).toBeHidden();
  const reaccepted = await statementOf(staff.request, tenantId);
  expect(reaccepted).toMatchObject({ status: 'ACCEPTED', version: amended.version + 1 });
  expect(Math.round(reaccepted.refund * 100)).toBe(reopenedRefund);

  // Staff settle: the refund paid by bank transfer today.
  await staff.reload();
  await staff.getByRole('tab', { name: 'Exit statement' }).click();
  await staff.getByRole('button', { name: 'Settle' }).click();
  const settle = staff.getByRole('dialog', { name: 'Settle the exit statement' });
  // 40 days before the move-out date: staff are asked first
  await expect(
    settle.getByText(
      `${reaccepted.tenantName}'s move-out date is ${formatDayMonthYear(moveOut)}. Settling today frees the bed now and bills nothing after today.`,
    ),
  ).toBeVisible();
  await settle.getByRole('button', { name: 'Settle today' }).click();
  await settle.getByLabel(/^Refund paid by/).selectOption({ index: 1 });
  await settle.getByLabel(/^Paid on/).fill(today);
  const reference = `UTR${String(stamp).slice(-9)}`;
  await settle.getByLabel(/^Reference/).fill(reference);
  await settle.getByRole('button', { name: 'Settle' }).click();
  await expect(settle).toBeHidden();
  await expect.poll(async () => (await statementOf(staff.request, tenantId)).status).toBe('SETTLED');

  // The refund is in the ledger: a negative entry on the advance with the reference.
  const advanceAfter = (await invoicesOf(staff.request, tenantId)).find((row) => row._id === advance!._id)!;
  const refunded = advanceAfter.payments.find((entry) => entry.reference === reference);
  expect(refunded).toBeTruthy();
  expect(Math.round(refunded!.amount * 100)).toBe(-reopenedRefund);

  // The bed is free and the tenant has no bed; the tenant still reads the settled statement.
  const after = (
    (await (await staff.request.get(`${API_BASE}${API.tenant.fetch(tenantId)}`)).json()) as { data: Tenant }
  ).data;
  expect(after.bedId).toBeNull();
  const room = (
    (await (await staff.request.get(`${API_BASE}${API.room.fetch(roomId)}`)).json()) as { data: Room }
  ).data;
  const bed = room.beds.find((row) => row._id === record.bedId)!;
  expect(bed.isOccupied).toBe(false);
  await staff.goto(href('roomView', { roomId }));
  const bedRow = staff
    .getByRole('table', { name: 'Beds' })
    .getByRole('row', { name: new RegExp(`Bed ${bed.bedNumber}\\b`) });
  await expect(bedRow.getByText('Available')).toBeVisible();
  await tenant.goto(href('tenantBilling'));
  await tenant.getByRole('link', { name: 'See your exit statement' }).click();
  await expect(tenant.getByText(/^Settled on/)).toBeVisible();
  await phone.close();
  await staffContext.close();
});
