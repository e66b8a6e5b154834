// Moving a tenant to another bed (issue 22), through the service on chosen days: billing goes on
// from the original move-in day, the current period's invoice stays, no period is billed twice,
// the new rent applies from the next invoice, and pro-rating is exact in paise.
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bedAssignments, invoices } from '../src/db/schema';
import { moveTenant } from '../src/services/moves/move';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, creditsOf, freeBeds, invoicesOf } from './moves-fixtures';

describe.each(databases)('moving a tenant on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let propertyId: string;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    propertyId = await addProperty(t.database.db, 'Moves PG');
  });
  afterAll(() => t.close());

  /** A tenant on the first of two free beds since 10 Mar 2026 at ₹8,000 (period 10 Mar – 9 Apr, 31 days). */
  const onBed = async (rent = 8000, meals = 0) => {
    count += 1;
    const { db } = t.database;
    const tenantId = await addTenant(db, `mover-${count}@example.com`, propertyId);
    const [first, second] = await freeBeds(db, propertyId, 2);
    await assignOn(db, '2026-03-10', { tenantId, bed: first!, rent, meals });
    return { tenantId, first: first!, second: second! };
  };
  const move = async (
    tenantId: string,
    bedId: string,
    today: string,
    rent: number,
    prorate = false,
    mealCost = 0,
  ) => {
    const { scope, actorId } = await adminOf(t.database.db);
    return moveTenant(t.database.db, scope, actorId, tenantId, { bedId, rent, mealCost, prorate }, today);
  };
  const run = (today: string) => runBillingJob(job, { today, reminders: false });
  const totals = async (tenantId: string) =>
    (await invoicesOf(t.database.db, tenantId)).map((invoice) => [invoice.periodStart, invoice.totalPaise]);

  it('keeps the current invoice and the billing day, and bills the new rent from the next period', async () => {
    const { tenantId, second } = await onBed();
    expect(await move(tenantId, second.bedId, '2026-03-20', 9000)).toEqual({ adjustment: null });
    expect(await totals(tenantId)).toEqual([['2026-03-10', 800_000]]);
    await run('2026-03-25');
    await run('2026-04-09');
    expect(await totals(tenantId)).toEqual([['2026-03-10', 800_000]]);
    await run('2026-04-10');
    await run('2026-04-10');
    await run('2026-05-12');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 800_000],
      ['2026-04-10', 900_000],
      ['2026-05-10', 900_000],
    ]);
    const stays = await t.database.db
      .select()
      .from(bedAssignments)
      .where(eq(bedAssignments.tenantId, tenantId))
      .orderBy(asc(bedAssignments.createdAt));
    expect(stays.map((stay) => [stay.bedId, stay.startDate, stay.endDate, stay.billingStart])).toEqual([
      [stays[0]!.bedId, '2026-03-10', '2026-03-20', '2026-03-10'],
      [second.bedId, '2026-03-20', null, '2026-03-10'],
    ]);
  });

  it('bills the period due on the move day at the old rent before moving (no second invoice)', async () => {
    const { tenantId, second } = await onBed();
    // The job has not run on 10 Apr yet: the move issues that period first, at ₹8,000.
    await move(tenantId, second.bedId, '2026-04-10', 9500);
    await run('2026-04-10');
    await run('2026-05-10');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 800_000],
      ['2026-04-10', 800_000],
      ['2026-05-10', 950_000],
    ]);
  });

  it('pro-rates a dearer bed for the rest of the period as an ADJUSTMENT invoice, exact in paise', async () => {
    const { tenantId, second } = await onBed();
    // ₹1,000 more × 21 days (20 Mar – 9 Apr) / 31 days = 67,741.935… paise → 67,742.
    expect(await move(tenantId, second.bedId, '2026-03-20', 9000, true)).toEqual({
      adjustment: { kind: 'INVOICE', amount: 677.42 },
    });
    const [adjustment] = await invoicesOf(t.database.db, tenantId, 'ADJUSTMENT');
    expect(adjustment).toMatchObject({
      totalPaise: 67_742,
      periodStart: '2026-03-20',
      periodEnd: '2026-04-09',
      invoiceDate: '2026-03-20',
    });
    await run('2026-04-10');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 800_000],
      ['2026-04-10', 900_000],
    ]);
  });

  it('pro-rates a cheaper bed as a credit the next RENT invoice takes off once', async () => {
    const { tenantId, second } = await onBed(8000, 1500.5);
    // (7000 + 0) − (8000 + 1500.50) = −2,500.50 × 1 day (9 Apr) / 31 = −8,066.129… paise → 8,066.
    expect(await move(tenantId, second.bedId, '2026-04-09', 7000, true)).toEqual({
      adjustment: { kind: 'CREDIT', amount: 80.66 },
    });
    expect(await invoicesOf(t.database.db, tenantId, 'ADJUSTMENT')).toEqual([]);
    await run('2026-04-10');
    await run('2026-04-10');
    await run('2026-05-10');
    expect(await totals(tenantId)).toEqual([
      ['2026-03-10', 950_050],
      ['2026-04-10', 700_000 - 8_066],
      ['2026-05-10', 700_000],
    ]);
    const [credit] = await creditsOf(t.database.db, tenantId);
    const april = (await invoicesOf(t.database.db, tenantId))[1]!;
    expect(credit).toMatchObject({ kind: 'DEDUCTION', amountPaise: -8_066, invoiceId: april.id });
    expect(april.status).toBe('OVERDUE');
  });

  it('carries a credit larger than the next invoice over to the one after', async () => {
    const { tenantId, second } = await onBed(10000);
    // −9,900 × 31/31: a credit of ₹9,900 against next invoices of ₹100.
    await move(tenantId, second.bedId, '2026-03-10', 100, true);
    await run('2026-04-10');
    await run('2026-05-10');
    expect((await totals(tenantId)).map(([, total]) => total)).toEqual([1_000_000, 0, 0]);
    const credits = await creditsOf(t.database.db, tenantId);
    const open = credits.filter((credit) => credit.invoiceId === null);
    expect(open.map((credit) => credit.amountPaise)).toEqual([-(990_000 - 20_000)]);
    const [paidUp] = await t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.periodStart, '2026-04-10')));
    expect(paidUp!.status).toBe('PAID');
  });

  it('moves and billing runs at once on a billing day: all succeed, each period billed once', async () => {
    const seated = await Promise.all(Array.from({ length: 6 }, () => onBed()));
    const outcomes = await Promise.allSettled([
      ...seated.map(({ tenantId, second }) => move(tenantId, second.bedId, '2026-04-10', 9000, true)),
      run('2026-04-10'),
      run('2026-04-10'),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    await run('2026-04-10');
    for (const { tenantId } of seated) {
      expect(await totals(tenantId)).toEqual([
        ['2026-03-10', 800_000],
        ['2026-04-10', 800_000],
      ]);
    }
  });

  it('refuses an occupied bed (409 on bedId), a bed out of scope and a tenant on no bed', async () => {
    const { tenantId, first } = await onBed();
    const other = await onBed();
    await expect(move(tenantId, other.first.bedId, '2026-03-12', 8000)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.bedOccupied,
      errors: { bedId: MESSAGES.bedOccupied },
    });
    await expect(move(tenantId, first.bedId, '2026-03-12', 8000)).rejects.toMatchObject({ statusCode: 409 });
    const loose = await addTenant(t.database.db, `loose-${count}@example.com`, propertyId);
    await expect(move(loose, other.second.bedId, '2026-03-12', 8000)).rejects.toMatchObject({
      statusCode: 409,
      message: MESSAGES.tenantNotOnBed,
    });
  });
});
