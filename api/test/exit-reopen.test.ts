// Issue 41, exit statements true to the calendar: from its first version a statement shows the rent
// still to be billed up to the move-out day (projected with the billing's own rule), so billing the
// last part-month changes nothing the tenant accepted; any other change to its figures (a payment,
// an invoice, a pending charge or meal credit) reopens it: version + 1, mailed, asked again; an
// acceptance of an older version, or a settle of changed figures, pays nothing. Pending charges
// and credits are billed at settling. Settling before the move-out date needs settleEarly: true
// and records who chose it.
import { and, eq, isNull } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { auditLog, charges, exitStatements, invoices, tenantNotices, tenants } from '../src/db/schema';
import { issueInvoice } from '../src/services/payments/invoices';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { plusDays, today } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { periodOn } from '../src/services/payments/rent-schedule';
import { exitCalls, ledgerOf, payInvoices, url } from './exits-fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { pdfTextOf } from './pdf-text';
import { addRoomVia, addTenantRow, assign, assignPayload } from './properties-fixtures';

const paise = (rupees: number) => Math.round(rupees * 100);

describe.each(databases)('exit statements that stay true on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let calls: ReturnType<typeof exitCalls>;
  let rooms = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    calls = exitCalls(t);
  });
  afterAll(() => t.close());

  /**
   * A tenant who moved in `daysAgo` days ago (deposit and rent paid), with a notice moving out in
   * `moveOutIn` days, their statement (these deductions) sent: ids, e-mail, tenant cookie.
   */
  async function sentStatement(options: { daysAgo?: number; moveOutIn: number; name?: string }) {
    rooms += 1;
    const room = await addRoomVia(t, admin, DEMO_PROPERTY_ID, `R41-${rooms}-${Date.now() % 100000}`, 1);
    const tenantId = await addTenantRow(t, DEMO_PROPERTY_ID, options.name ?? 'Ravi');
    const movedInOn = plusDays(today(), -(options.daysAgo ?? 0));
    const assigned = await assign(t, admin, assignPayload(tenantId, room, 0, { movedInOn }));
    expect(assigned.statusCode).toBe(200);
    await payInvoices(t, admin, tenantId, 'ADVANCE');
    await payInvoices(t, admin, tenantId, 'RENT');
    await t.database.db.insert(tenantNotices).values({
      tenantId,
      propertyId: DEMO_PROPERTY_ID,
      noticeDate: today(),
      moveOutDate: plusDays(today(), options.moveOutIn),
      givenBy: 'STAFF',
    });
    expect(
      (await calls.save(manager, tenantId, { deductions: [{ reason: 'Paint', amount: 500 }] })).statusCode,
    ).toBe(200);
    expect((await calls.send(manager, tenantId)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ moveOutDate: exitStatements.moveOutDate, email: tenants.email })
      .from(exitStatements)
      .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
      .where(eq(exitStatements.tenantId, tenantId));
    const { email, moveOutDate } = row!;
    return { tenantId, email, movedInOn, moveOutDate, tenant: await t.cookieFor('tenant', email) };
  }
  /** A new invoice of `totalRupees` (electricity), `paidRupees` of it paid through the API. */
  const billAndPay = async (tenantId: string, totalRupees: number, paidRupees: number) => {
    const invoice = await issueInvoice(t.database.db, {
      tenantId,
      propertyId: DEMO_PROPERTY_ID,
      assignmentId: null,
      type: 'ADJUSTMENT',
      periodStart: today(),
      periodEnd: today(),
      invoiceDate: today(),
      lines: [{ kind: 'OTHER', description: 'Electricity', amountPaise: paise(totalRupees) }],
    });
    return t.request({
      method: 'PATCH',
      url: url(API.payment.pay(invoice.id)),
      headers: { cookie: admin },
      payload: { paymentMode: 'CASH', paidAt: today(), amount: paidRupees },
    });
  };
  const addCharge = (tenantId: string, amount: number, description = 'Laundry') =>
    t.request({
      method: 'POST',
      url: url(API.tenant.charges(tenantId)),
      headers: { cookie: manager },
      payload: { description, amount },
    });

  it('shows the last part-month as projected rent from its first version; billing it changes nothing accepted', async () => {
    // moved in 20 days ago: the move-out day falls in the next billing period, not billed yet
    const ravi = await sentStatement({ daysAgo: 20, moveOutIn: 20 });
    const first = (await calls.mine(ravi.tenant)).json().data;
    expect(first.version).toBe(1);
    expect(first.projected.length).toBeGreaterThan(0);
    expect(first.projected[0].description).toMatch(/^Rent \(.+ to .+, of .+ to .+\)$/);
    expect(first.refund).toBe(10000 - first.projectedTotal - 500);
    // the PDF prints the projected line too
    const pdf = await t.request({
      method: 'GET',
      url: url(API.tenant.myExitStatementDownload),
      headers: { cookie: ravi.tenant },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfTextOf(pdf.rawPayload)).toContain('Still to be billed: Rent (');
    expect((await calls.accept(ravi.tenant, { version: 1 })).statusCode).toBe(200);

    // the billing job reaches the last period and bills it: the same amount as projected
    const next = plusDays(periodOn(ravi.movedInOn, today()).end, 1);
    await runJobOn(t, next);
    const lastRent = (await t.database.db.select().from(invoices).where(eq(invoices.tenantId, ravi.tenantId)))
      .filter((row) => row.type === 'RENT')
      .sort((a, b) => b.periodStart.localeCompare(a.periodStart))[0]!;
    expect(lastRent.periodStart).toBe(next);
    expect(lastRent.periodEnd).toBe(ravi.moveOutDate);
    expect(lastRent.totalPaise).toBe(paise(first.projectedTotal));

    const after = (await calls.mine(ravi.tenant)).json().data;
    expect(after).toMatchObject({ status: 'ACCEPTED', version: 1, refund: first.refund, projected: [] });
    expect(after.outstandingTotal).toBe(first.projectedTotal);
  });

  it('reopens an accepted statement when a payment changes it, mails the tenant, and settles the refund accepted again', async () => {
    const asha = await sentStatement({ moveOutIn: 0, name: 'Asha' });
    expect((await calls.accept(asha.tenant)).statusCode).toBe(200);
    const accepted = (await calls.mine(asha.tenant)).json().data;
    // an electricity bill of 300, 120 of it paid, and a pending laundry charge of 50: the figures change
    expect((await billAndPay(asha.tenantId, 300, 120)).statusCode).toBe(200);
    expect((await addCharge(asha.tenantId, 50)).statusCode).toBe(200);
    const mailsBefore = t.mailsTo(asha.email).length;

    // a settle now would pay a refund she did not accept: it sends the statement again instead
    const refused = await calls.settle(manager, asha.tenantId, { paymentMode: 'UPI', paidAt: today() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.exitStatementChangedSentAgain,
      code: 'EXIT_STATEMENT_CHANGED',
    });
    expect((await ledgerOf(t, asha.tenantId)).some((entry) => /exit/.test(entry.note ?? ''))).toBe(false);
    expect(t.mailsTo(asha.email).length).toBe(mailsBefore + 1);
    expect(t.lastMail(asha.email)?.text).toMatch(/changed after it was sent to you/);

    const reopened = (await calls.mine(asha.tenant)).json().data;
    expect(reopened).toMatchObject({ status: 'SENT', version: 2 });
    expect(reopened.versions.at(-1)).toMatchObject({ number: 2, reopened: true, response: null });
    expect(reopened.pendingTotal).toBe(50);
    expect(reopened.outstandingTotal).toBe(accepted.outstandingTotal + 180);
    expect(reopened.refund).toBe(accepted.refund - 180 - 50);
    // reading it again does not reopen it again
    expect((await calls.mine(asha.tenant)).json().data.version).toBe(2);

    // accepting the version she read before is refused; the new one is accepted
    const stale = await calls.accept(asha.tenant, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.exitStatementChanged);
    expect((await calls.accept(asha.tenant, { version: 2 })).statusCode).toBe(200);

    const settled = await t.request({
      method: 'POST',
      url: url(API.tenant.exitStatementSettle(asha.tenantId)),
      headers: { cookie: manager },
      payload: { paymentMode: 'UPI', paidAt: today() },
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'SETTLED', refund: reopened.refund, version: 2 });
    const refunded = (await ledgerOf(t, asha.tenantId))
      .filter((entry) => /refunded at exit/.test(entry.note ?? ''))
      .reduce((sum, entry) => sum - entry.amountPaise, 0);
    expect(refunded).toBe(paise(reopened.refund));
    // the pending charge was billed at settling: nothing is left pending
    const left = await t.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.tenantId, asha.tenantId), isNull(charges.invoiceId)));
    expect(left).toEqual([]);
  });

  it('folds a meal credit larger than the dues into the refund', async () => {
    const mira = await sentStatement({ moveOutIn: 0, name: 'Mira' });
    expect((await calls.accept(mira.tenant)).statusCode).toBe(200);
    await t.database.db.insert(charges).values({
      tenantId: mira.tenantId,
      kind: 'MEAL_CREDIT',
      description: 'Meal credit: 5 days away',
      amountPaise: -80_000,
    });
    const reopened = (await calls.mine(mira.tenant)).json().data;
    expect(reopened).toMatchObject({ status: 'SENT', version: 2, pendingTotal: -800 });
    expect(reopened.refund).toBe(10000 - 500 + 800);
    expect((await calls.accept(mira.tenant, { version: 2 })).statusCode).toBe(200);
    const settled = await calls.settle(manager, mira.tenantId, { paymentMode: 'CASH', paidAt: today() });
    expect(settled.statusCode).toBe(200);
    const refunded = (await ledgerOf(t, mira.tenantId))
      .filter((entry) => /refunded at exit/.test(entry.note ?? ''))
      .reduce((sum, entry) => sum - entry.amountPaise, 0);
    expect(refunded).toBe(paise(10000 - 500 + 800));
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.tenantId, mira.tenantId));
    expect(rows.every((row) => row.paidPaise === row.totalPaise)).toBe(true);
  });

  it('asks before settling ahead of the move-out date and records who chose it', async () => {
    const ravi = await sentStatement({ moveOutIn: 16 });
    expect((await calls.accept(ravi.tenant)).statusCode).toBe(200);
    const plain = await t.request({
      method: 'POST',
      url: url(API.tenant.exitStatementSettle(ravi.tenantId)),
      headers: { cookie: manager },
      payload: { paymentMode: 'UPI', paidAt: today() },
    });
    expect(plain.statusCode).toBe(409);
    expect(plain.json()).toMatchObject({
      message: MESSAGES.exitSettleBeforeMoveOut,
      code: 'EXIT_SETTLE_BEFORE_MOVE_OUT',
      errors: { settleEarly: MESSAGES.exitSettleBeforeMoveOut },
    });
    const early = await t.request({
      method: 'POST',
      url: url(API.tenant.exitStatementSettle(ravi.tenantId)),
      headers: { cookie: manager },
      payload: { paymentMode: 'UPI', paidAt: today(), settleEarly: true },
    });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({
      status: 'SETTLED',
      earlySettle: { on: today(), by: expect.any(String) },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, ravi.tenantId), eq(auditLog.action, 'SETTLE')));
    expect(entry?.after).toMatchObject({ settledEarly: true, moveOutDate: ravi.moveOutDate });
    expect(entry?.actorId).toBeTruthy();
  });

  it('settling early drops the projected rent after today only once the tenant accepted that', async () => {
    const ravi = await sentStatement({ daysAgo: 20, moveOutIn: 20 });
    expect((await calls.accept(ravi.tenant)).statusCode).toBe(200);
    const accepted = (await calls.mine(ravi.tenant)).json().data;
    expect(accepted.projectedTotal).toBeGreaterThan(0);
    const first = await calls.settle(manager, ravi.tenantId, { paymentMode: 'UPI', paidAt: today() });
    expect(first.statusCode).toBe(409);
    const again = (await calls.mine(ravi.tenant)).json().data;
    expect(again).toMatchObject({ status: 'SENT', version: 2, projected: [], earlySettle: { on: today() } });
    expect(again.refund).toBe(accepted.refund + accepted.projectedTotal);
    expect((await calls.accept(ravi.tenant, { version: 2 })).statusCode).toBe(200);
    const settled = await calls.settle(manager, ravi.tenantId, { paymentMode: 'UPI', paidAt: today() });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data.refund).toBe(again.refund);
    // the bed is free and nothing more is billed
    await runJobOn(t, ravi.moveOutDate);
    const rents = (
      await t.database.db.select().from(invoices).where(eq(invoices.tenantId, ravi.tenantId))
    ).filter((row) => row.type === 'RENT');
    expect(rents.every((row) => row.periodStart <= today())).toBe(true);
  });

  it('the hourly job reopens a changed statement and mails the tenant', async () => {
    const sam = await sentStatement({ moveOutIn: 3, name: 'Sam' });
    expect((await calls.accept(sam.tenant)).statusCode).toBe(200);
    expect((await addCharge(sam.tenantId, 250)).statusCode).toBe(200);
    const before = t.mailsTo(sam.email).length;
    await runBillingJob({ db: t.database.db, mailer: t.app.deps.mailer, config: t.config });
    expect(t.mailsTo(sam.email).length).toBe(before + 1);
    const [row] = await t.database.db
      .select()
      .from(exitStatements)
      .where(eq(exitStatements.tenantId, sam.tenantId));
    expect(row).toMatchObject({ status: 'SENT', version: 2 });
  });
});
