// Exit statements (issue 24): a tenant on a bed with a paid deposit, and their notice written
// straight into tenant_notices (the notice routes are another branch's; switch to them after merging).
import { and, eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { invoices, payments, tenantNotices, tenants } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import type { TestApp } from './helpers';
import { addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

export const url = (path: string) => `/api/v1${path}`;

let rooms = 0;

/** A tenant on a new bed of `propertyId` (rent 8000, meals 2500.50, advance 10000): their id and e-mail. */
export async function seatedTenant(
  t: TestApp,
  admin: string,
  propertyId = DEMO_PROPERTY_ID,
  payDeposit = true,
) {
  rooms += 1;
  const room = await addRoomVia(t, admin, propertyId, `X${rooms}-${Date.now() % 100000}`, 1);
  const tenantId = await addTenantRow(t, propertyId);
  const assigned = await assign(t, admin, assignPayload(tenantId, room, 0));
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  if (payDeposit) await payInvoices(t, admin, tenantId, 'ADVANCE');
  const [row] = await t.database.db
    .select({ email: tenants.email })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return { tenantId, email: row!.email, room };
}

/** Pays in full every invoice of the tenant of this type, through the API. */
export async function payInvoices(t: TestApp, cookie: string, tenantId: string, type: 'ADVANCE' | 'RENT') {
  const rows = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, type)));
  for (const row of rows) {
    if (row.paidPaise >= row.totalPaise) continue;
    const paid = await t.request({
      method: 'PATCH',
      url: url(API.payment.pay(row.id)),
      headers: { cookie },
      payload: { paymentMode: 'CASH', paidAt: today() },
    });
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  }
}

/** A standing notice: moving out in `days` days. */
export async function giveNotice(t: TestApp, tenantId: string, propertyId = DEMO_PROPERTY_ID, days = 10) {
  await t.database.db.insert(tenantNotices).values({
    tenantId,
    propertyId,
    noticeDate: today(),
    moveOutDate: plusDays(today(), days),
    givenBy: 'STAFF',
  });
}

/** The tenant's ledger entries, oldest first. */
export async function ledgerOf(t: TestApp, tenantId: string) {
  return t.database.db
    .select({
      amountPaise: payments.amountPaise,
      note: payments.note,
      reference: payments.reference,
      type: invoices.type,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(invoices.tenantId, tenantId))
    .orderBy(payments.createdAt);
}

export const exitCalls = (t: TestApp) => ({
  get: (cookie: string, tenantId: string) =>
    t.request({ method: 'GET', url: url(API.tenant.exitStatement(tenantId)), headers: { cookie } }),
  save: (cookie: string, tenantId: string, payload: object) =>
    t.request({ method: 'PUT', url: url(API.tenant.exitStatement(tenantId)), headers: { cookie }, payload }),
  send: (cookie: string, tenantId: string) =>
    t.request({ method: 'POST', url: url(API.tenant.exitStatementSend(tenantId)), headers: { cookie } }),
  /** The fixtures' notices move out in the future: settling them is early, so it says so. */
  settle: (cookie: string, tenantId: string, payload: object = {}) =>
    t.request({
      method: 'POST',
      url: url(API.tenant.exitStatementSettle(tenantId)),
      headers: { cookie },
      payload: { settleEarly: true, ...payload },
    }),
  mine: (cookie: string) =>
    t.request({ method: 'GET', url: url(API.tenant.myExitStatement), headers: { cookie } }),
  accept: (cookie: string, payload?: object) =>
    t.request({ method: 'POST', url: url(API.tenant.myExitStatementAccept), headers: { cookie }, payload }),
  dispute: (cookie: string, comment: string) =>
    t.request({
      method: 'POST',
      url: url(API.tenant.myExitStatementDispute),
      headers: { cookie },
      payload: { comment },
    }),
});
