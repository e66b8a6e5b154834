// The billing job with a notice (issue 24), on a chosen "today": no RENT invoice for a period that
// starts after the move-out date, the last one pro-rated to the move-out day (days stayed / days in
// the period, half a paisa up) at month ends, in February and in a leap year; a withdrawn notice
// bills the rest of that period; the short-notice deduction is the rent of the days short.
import { and, asc, eq } from 'drizzle-orm';
import { invoiceLines, invoices } from '../src/db/schema';
import { moveTenant } from '../src/services/moves/move';
import { runBillingJob, type BillingJobDeps } from '../src/services/payments/job/run';
import { recordNotice, withdrawNotice } from '../src/services/notices/write';
import { addBeds, assign } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf } from './moves-fixtures';

/** amount × stayed / days, half a paisa up: the rule written again, independently. */
const share = (paise: number, stayed: number, days: number) =>
  Math.floor((2 * paise * stayed + days) / (2 * days));

describe.each(databases)('notices and the billing job on $name', (database) => {
  let t: TestApp;
  let job: BillingJobDeps;
  let propertyId: string;
  let count = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    job = { db: t.database.db, mailer: t.app.deps.mailer, config: t.config };
    propertyId = await addProperty(t.database.db, 'Notice Job PG');
  });
  afterAll(() => t.close());

  /** A tenant on a new bed from `startDate`, rent and meals in rupees. */
  const seated = async (startDate: string, rent: number, meals = 0) => {
    count += 1;
    const tenantId = await addTenant(t.database.db, `notice-job-${count}@example.com`, propertyId);
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    await assign(t.database.db, { tenantId, bedId: bedId!, startDate, rent, meals });
    return tenantId;
  };
  const notice = async (tenantId: string, noticeDate: string, moveOutDate: string) => {
    const { scope, actorId } = await adminOf(t.database.db);
    return recordNotice(
      t.database.db,
      scope,
      { kind: 'STAFF', staffId: actorId },
      tenantId,
      { noticeDate, moveOutDate },
      noticeDate,
    );
  };
  const rentsOf = (tenantId: string, type: 'RENT' | 'ADJUSTMENT' = 'RENT') =>
    t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, type)))
      .orderBy(asc(invoices.periodStart));
  const linesOf = (invoiceId: string) =>
    t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position));

  it.each([
    // moved in on the 31st: 31 Jan → 27 Feb is 28 days of a 28-day period (28 Feb → 30 Mar is the next)
    { start: '2027-01-31', moveOut: '2027-02-27', days: 28, stayed: 28, periodStart: '2027-01-31' },
    // the 31st again: the period 28 Feb → 30 Mar (31 days), out on 10 Mar = 11 days
    { start: '2027-01-31', moveOut: '2027-03-10', days: 31, stayed: 11, periodStart: '2027-02-28' },
    // a leap year: 15 Feb → 14 Mar 2028 has 29 days; out on 29 Feb = 15 days
    { start: '2028-01-15', moveOut: '2028-02-29', days: 29, stayed: 15, periodStart: '2028-02-15' },
    // not a leap year: 15 Feb → 14 Mar 2027 has 28 days
    { start: '2027-01-15', moveOut: '2027-02-15', days: 28, stayed: 1, periodStart: '2027-02-15' },
    // the month's first: 1 Apr → 30 Apr, out on 30 Apr is the whole period
    { start: '2027-03-01', moveOut: '2027-04-30', days: 30, stayed: 30, periodStart: '2027-04-01' },
  ])(
    'pro-rates the last period to $moveOut (moved in $start)',
    async ({ start, moveOut, days, stayed, periodStart }) => {
      const tenantId = await seated(start, 7777.77, 2999.99);
      await notice(tenantId, start, moveOut);
      await runBillingJob(job, { today: '2028-12-31', reminders: false });
      const rents = await rentsOf(tenantId);
      const last = rents.at(-1)!;
      expect(last.periodStart).toBe(periodStart);
      expect(rents.every((rent) => rent.periodStart <= moveOut)).toBe(true);
      const rent = share(777_777, stayed, days);
      const meals = share(299_999, stayed, days);
      expect(last.totalPaise).toBe(rent + meals);
      expect((await linesOf(last.id)).map((line) => [line.kind, line.amountPaise])).toEqual([
        ['RENT', rent],
        ['MEALS', meals],
      ]);
      // A whole last period is billed whole, and ends where the period ends.
      if (stayed === days) expect([last.totalPaise, last.periodEnd]).toEqual([777_777 + 299_999, moveOut]);
      else expect(last.periodEnd).toBe(moveOut);
    },
  );

  it('issues nothing after the move-out date however often the job runs, and catches up once it is withdrawn', async () => {
    const tenantId = await seated('2029-01-10', 6000);
    await notice(tenantId, '2029-02-01', '2029-03-20');
    for (const today of ['2029-02-10', '2029-03-10', '2029-04-10', '2029-05-10']) {
      await runBillingJob(job, { today, reminders: false });
    }
    const rents = await rentsOf(tenantId);
    expect(rents.map((rent) => [rent.periodStart, rent.periodEnd, rent.totalPaise])).toEqual([
      ['2029-01-10', '2029-02-09', 600_000],
      ['2029-02-10', '2029-03-09', 600_000],
      ['2029-03-10', '2029-03-20', share(600_000, 11, 31)],
    ]);
    // Withdrawn before the move-out date: the rest of March's period is billed, then the job goes on.
    const { scope } = await adminOf(t.database.db);
    await withdrawNotice(t.database.db, scope, tenantId, '2029-03-15');
    const [adjustment] = await rentsOf(tenantId, 'ADJUSTMENT');
    expect([adjustment!.periodStart, adjustment!.periodEnd, adjustment!.totalPaise]).toEqual([
      '2029-03-21',
      '2029-04-09',
      600_000 - share(600_000, 11, 31),
    ]);
    await runBillingJob(job, { today: '2029-04-10', reminders: false });
    expect((await rentsOf(tenantId)).at(-1)).toMatchObject({
      periodStart: '2029-04-10',
      totalPaise: 600_000,
    });
  });

  it('withdrawn before its last period was billed: nothing to adjust, the job bills that period whole', async () => {
    const tenantId = await seated('2030-01-05', 5000);
    await notice(tenantId, '2030-01-20', '2030-02-20');
    const { scope } = await adminOf(t.database.db);
    await withdrawNotice(t.database.db, scope, tenantId, '2030-01-25');
    await runBillingJob(job, { today: '2030-02-05', reminders: false });
    expect(await rentsOf(tenantId, 'ADJUSTMENT')).toEqual([]);
    expect((await rentsOf(tenantId)).map((rent) => rent.totalPaise)).toEqual([500_000, 500_000]);
  });

  it('a move while a notice stands pro-rates the difference to the move-out day, not the period’s end', async () => {
    const tenantId = await seated('2032-01-10', 6000);
    await notice(tenantId, '2032-02-01', '2032-02-20');
    await runBillingJob(job, { today: '2032-02-10', reminders: false });
    // 10 Feb → 9 Mar 2032 has 29 days (a leap year); out on the 20th: 11 days at the old rent.
    expect((await rentsOf(tenantId)).at(-1)!.totalPaise).toBe(share(600_000, 11, 29));
    const [bedId] = await addBeds(t.database.db, propertyId, 1);
    const { scope, actorId } = await adminOf(t.database.db);
    const answer = await moveTenant(
      t.database.db,
      scope,
      actorId,
      tenantId,
      { bedId: bedId!, rent: 9000, mealCost: 0, prorate: true },
      '2032-02-12',
    );
    // 12 → 20 Feb: 9 days of the 3,000 difference.
    expect(answer.adjustment).toEqual({ kind: 'INVOICE', amount: share(300_000, 9, 29) / 100 });
    const [adjustment] = await rentsOf(tenantId, 'ADJUSTMENT');
    expect([adjustment!.periodStart, adjustment!.periodEnd]).toEqual(['2032-02-12', '2032-02-20']);
  });

  it('suggests the rent of the days short, each day at its own period’s daily rent', async () => {
    const tenantId = await seated('2031-01-31', 9000);
    // 30 days' notice from 2031-02-10 ends 2031-03-12; out on 2031-02-25: 15 days short, the 26th
    // and 27th of the period 31 Jan → 27 Feb (28 days), then 28 Feb → 12 Mar of 28 Feb → 30 Mar (31).
    const answer = await notice(tenantId, '2031-02-10', '2031-02-25');
    expect([answer.shortNotice, answer.daysShort]).toEqual([true, 15]);
    expect(Math.round(answer.suggestedDeduction * 100)).toBe(share(900_000, 2, 28) + share(900_000, 13, 31));
  });
});
