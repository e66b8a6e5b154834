// Issue 26, reports over HTTP: a month's figures from the ledger, the expenses and the stays
// (exact arithmetic), the trend, scope (a manager sees the current property only, scope=all is an
// admin's), and the refusals of a bad month or months.
import { eq, inArray } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { MESSAGES } from '@pgportal/contracts/messages';
import { beds, expenses, invoices } from '../src/db/schema';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { staffScope } from '../src/services/access';
import { recordPayment, reversePayment } from '../src/services/payments/payments';
import { today } from '../src/services/calendar';
import { findStaff } from '../src/services/users/read';
import { addBeds, assign, vacate } from './billing-fixtures';
import { exitCalls, giveNotice, payInvoices, seatedTenant } from './exits-fixtures';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const url = (path: string, query: string) => `/api/v1${path}?${query}`;

describe.each(databases)('reports over HTTP on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
    manager = await t.cookieFor('staff', 'manager@example.com');
    const { db } = t.database;
    const scope = staffScope((await findStaff(db, await userId(db, 'admin@example.com')))!);

    // The demo property: 2 beds made on 15 Feb; a tenant from 1 to 21 March (20 nights) at ₹10,000,
    // ₹4,000 paid on 10 March and reversed on 2 April; two live expenses in March, one deleted.
    const bedIds = await addBeds(db, DEMO_PROPERTY_ID, 2);
    await db
      .update(beds)
      .set({ createdAt: new Date('2026-02-15T06:00:00Z') })
      .where(inArray(beds.id, bedIds));
    const tenantId = await addTenant(db, 'report-tenant@example.com', DEMO_PROPERTY_ID);
    await assign(db, { tenantId, bedId: bedIds[0]!, startDate: '2026-03-01', rent: 10_000 });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
    const paymentId = await recordPayment(
      db,
      scope,
      invoice!.id,
      { paymentMode: 'CASH', paidAt: '2026-03-10', amount: 4_000 },
      '2026-03-10',
    );
    await vacate(db, tenantId, '2026-03-21');
    await reversePayment(db, scope, invoice!.id, { paymentId }, '2026-04-02');
    const expense = { propertyId: DEMO_PROPERTY_ID, paymentMode: 'CASH' as const, paidTo: 'Vendor' };
    await db.insert(expenses).values([
      { ...expense, category: 'ELECTRICITY', amountPaise: 150_050, spentOn: '2026-03-05' },
      { ...expense, category: 'SALARIES', amountPaise: 300_000, spentOn: '2026-03-31' },
      { ...expense, category: 'GAS', amountPaise: 99_900, spentOn: '2026-03-06', deletedAt: new Date() },
      { ...expense, category: 'WATER', amountPaise: 20_000, spentOn: '2026-04-01' },
    ]);

    // Another property: ₹7,000 invoiced in March, which only scope=all counts.
    const other = await addProperty(db, 'Report Other PG');
    const [otherBed] = await addBeds(db, other, 1);
    const otherTenant = await addTenant(db, 'report-other@example.com', other);
    await assign(db, { tenantId: otherTenant, bedId: otherBed!, startDate: '2026-03-15', rent: 7_000 });
  });
  afterAll(() => t.close());

  const get = (cookie: string, path: string, query: string) =>
    t.request({ method: 'GET', url: url(path, query), headers: { cookie } });

  it("answers the current property's month, exact from paise", async () => {
    const march = await get(manager, API.report.monthly, 'month=2026-03');
    expect([march.statusCode, march.json().message]).toEqual([200, MESSAGES.reportFetched]);
    expect(march.json().data).toMatchObject({
      month: '2026-03',
      invoiced: 10_000,
      collected: 4_000,
      outstanding: 6_000,
      expenses: 4_500.5,
      net: -500.5,
      // 20 occupied nights of 2 beds × 31 days
      occupancy: 0.3226,
      bedDays: 62,
      occupiedBedDays: 20,
      newAdmissions: 1,
      moveOuts: 1,
    });
    expect(march.json().data.expensesByCategory).toMatchObject({
      ELECTRICITY: 1_500.5,
      SALARIES: 3_000,
      GAS: 0,
    });

    const april = (await get(manager, API.report.monthly, 'month=2026-04')).json().data;
    expect(april).toMatchObject({ invoiced: 0, collected: -4_000, outstanding: 10_000, expenses: 200 });
    expect(april).toMatchObject({ net: -4_200, occupancy: 0, bedDays: 60, newAdmissions: 0, moveOuts: 0 });
  });

  it('counts every property for an admin asking scope=all, and refuses it to a manager', async () => {
    const all = await get(admin, API.report.monthly, 'month=2026-03&scope=all');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ invoiced: 17_000, newAdmissions: 2 });
    expect((await get(manager, API.report.monthly, 'month=2026-03&scope=all')).statusCode).toBe(403);
  });

  it('answers the trend oldest first, ending with the current month, each as the monthly report', async () => {
    const trend = await get(manager, API.report.trend, 'months=24');
    expect([trend.statusCode, trend.json().message]).toEqual([200, MESSAGES.reportTrendFetched]);
    const months = trend.json().data.months as Array<{ month: string }>;
    expect(months).toHaveLength(24);
    expect(months.at(-1)!.month).toBe(today().slice(0, 7));
    expect(months.map((row) => row.month)).toEqual([...months.map((row) => row.month)].sort());
    const march = (await get(manager, API.report.monthly, 'month=2026-03')).json().data;
    expect(months.find((row) => row.month === '2026-03')).toEqual(march);
    const fallback = await get(manager, API.report.trend, '');
    expect(fallback.json().data.months).toHaveLength(12);
  });

  it('counts an expense recorded through POST /expense/add', async () => {
    const written = await t.request({
      method: 'POST',
      url: `/api/v1${API.expense.add}`,
      headers: { cookie: manager },
      payload: { category: 'GAS', amount: 99.99, date: '2026-05-02', paymentMode: 'CASH', paidTo: 'Gas' },
    });
    expect(written.statusCode).toBe(201);
    const may = (await get(manager, API.report.monthly, 'month=2026-05')).json().data;
    expect(may).toMatchObject({ expenses: 99.99, net: -99.99 });
    expect(may.expensesByCategory.GAS).toBe(99.99);
  });

  it('counts a move between beds as neither an admission nor a move-out, and its day once', async () => {
    const { db } = t.database;
    const [from, to] = await addBeds(db, DEMO_PROPERTY_ID, 2);
    await db
      .update(beds)
      .set({ createdAt: new Date('2026-05-20T06:00:00Z') })
      .where(inArray(beds.id, [from!, to!]));
    const tenantId = await addTenant(db, 'report-mover@example.com', DEMO_PROPERTY_ID);
    await assign(db, { tenantId, bedId: from!, startDate: '2026-06-01', rent: 5_000 });
    await vacate(db, tenantId, '2026-06-10');
    await assign(db, { tenantId, bedId: to!, startDate: '2026-06-10', rent: 5_000 });
    const june = (await get(manager, API.report.monthly, 'month=2026-06')).json().data;
    // 9 nights on the first bed and 21 on the second: every night of June, once
    expect(june).toMatchObject({ newAdmissions: 1, moveOuts: 0, occupiedBedDays: 30 });
  });

  it('keeps deposits out of income: received, refunded at exit and held, as the dashboard and CSV say', async () => {
    const month = today().slice(0, 7);
    const figures = async () => (await get(manager, API.report.monthly, `month=${month}`)).json().data;
    const stats = async () =>
      (await t.request({ method: 'GET', url: '/api/v1/stats/', headers: { cookie: manager } })).json().data;
    const before = await figures();
    const statsBefore = await stats();

    // seated with a ₹10,000 deposit, paid; then the rent invoices paid
    const { tenantId, email } = await seatedTenant(t, admin, DEMO_PROPERTY_ID, true);
    const paid = await figures();
    expect(paid.depositsReceived - before.depositsReceived).toBe(10_000);
    expect(paid.depositsHeld - before.depositsHeld).toBe(10_000);
    expect([paid.collected, paid.net]).toEqual([before.collected, before.net]);
    expect((await stats()).collectedAmount).toBe(statsBefore.collectedAmount);
    await payInvoices(t, admin, tenantId, 'RENT');
    const rentPaid = await figures();
    const rent = rentPaid.collected - before.collected;
    expect(rent).toBeGreaterThan(0);
    expect(rentPaid.invoiced - before.invoiced).toBe(rent);

    // the exit: ₹1,500.50 deducted from the deposit (income), ₹8,499.50 refunded (not income)
    await giveNotice(t, tenantId, DEMO_PROPERTY_ID, 0); // moving out today: nothing left to bill
    const calls = exitCalls(t);
    expect(
      (await calls.save(admin, tenantId, { deductions: [{ reason: 'Broken chair', amount: 1_500.5 }] }))
        .statusCode,
    ).toBe(200);
    await calls.send(admin, tenantId);
    await calls.accept(await t.cookieFor('tenant', email));
    const settled = await calls.settle(admin, tenantId, { paymentMode: 'BANK_TRANSFER', paidAt: today() });
    expect(settled.json().data.refund).toBe(8_499.5);
    const after = await figures();
    expect(after.depositsRefunded - before.depositsRefunded).toBe(8_499.5);
    expect(after.depositsHeld).toBe(before.depositsHeld);
    expect(after.depositsReceived - before.depositsReceived).toBe(10_000);
    expect(Math.round((after.collected - before.collected) * 100)).toBe(Math.round((rent + 1_500.5) * 100));
    expect(Math.round((after.invoiced - before.invoiced) * 100)).toBe(Math.round((rent + 1_500.5) * 100));
    expect(Math.round((after.net - before.net) * 100)).toBe(Math.round((rent + 1_500.5) * 100));
    const statsAfter = await stats();
    expect(Math.round((statsAfter.collectedAmount - statsBefore.collectedAmount) * 100)).toBe(
      Math.round((rent + 1_500.5) * 100),
    );

    // the payments CSV names each entry for what it is
    const csv = await t.request({
      method: 'GET',
      url: `/api/v1/export/payments.csv?from=${today()}&to=${today()}`,
      headers: { cookie: manager },
    });
    expect(csv.statusCode).toBe(200);
    const kinds = csv.body.split('\r\n').filter((line) => line.includes('Deposit'));
    expect(kinds.some((line) => line.includes('Deposit received') && line.endsWith(',10000.00'))).toBe(true);
    expect(kinds.some((line) => line.includes('Deposit applied to dues') && line.endsWith(',-1500.50'))).toBe(
      true,
    );
    expect(kinds.some((line) => line.includes('Deposit refunded') && line.endsWith(',-8499.50'))).toBe(true);
  });

  it('refuses a bad month, a bad number of months, and callers without the capability', async () => {
    for (const month of ['2026-13', '2026-3', 'March', '2026-03-01']) {
      const bad = await get(manager, API.report.monthly, `month=${month}`);
      expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.reportMonthInvalid]);
    }
    for (const months of ['0', '25', '1.5', 'x']) {
      const bad = await get(manager, API.report.trend, `months=${months}`);
      expect([bad.statusCode, bad.json().message]).toEqual([400, MESSAGES.reportMonthsInvalid]);
    }
    const signedOut = await t.request({ method: 'GET', url: url(API.report.monthly, 'month=2026-03') });
    expect(signedOut.statusCode).toBe(401);
    const tenant = await t.cookieFor('tenant', 'report-tenant@example.com');
    expect((await get(tenant, API.report.monthly, 'month=2026-03')).statusCode).toBe(403);
  });
});
