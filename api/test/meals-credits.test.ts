// Meal credits (issue 25): days away of at least the property's minimum earn mealCost × days / days
// in that month, split at month ends, written once by the billing job on or after the last day
// away (even when runs race) and taken once by the next RENT invoice. A fast-check sequence checks
// the paise after every step.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { parseISO } from 'date-fns/parseISO';
import { invoiceLines, invoices } from '../src/db/schema';
import { plusDays } from '../src/services/calendar';
import { creditMealAbsences, mealShare } from '../src/services/meals/credits';
import { addOptOut } from '../src/services/meals/write';
import { chargesBilledTwice, totalsOffLines } from './charges-fixtures';
import { addProperty } from './fixtures';
import { runJobOn } from './billing-job';
import { createTestApp, databases, type TestApp } from './helpers';
import { claimsOf, mealCreditsOf, mealTenant } from './meals-fixtures';
import { adminOf } from './moves-fixtures';

/** The model's credit of an absence, in paise (≥ 0): each month's days at that month's length. */
function expectedCredit(costPaise: number, from: string, to: string): number {
  const days = new Map<string, number>();
  for (let day = from; day <= to; day = plusDays(day, 1))
    days.set(day.slice(0, 7), (days.get(day.slice(0, 7)) ?? 0) + 1);
  let total = 0;
  for (const [month, count] of days) {
    const length = getDaysInMonth(parseISO(`${month}-01`));
    total += Math.floor((2 * costPaise * count + length) / (2 * length));
  }
  return total;
}

describe('the share of a month', () => {
  it('rounds to the nearest paisa, a half paisa up', () => {
    expect(mealShare(310_000, 3, 31)).toBe(30_000);
    expect(mealShare(310_000, 2, 28)).toBe(22_143); // 22,142.857…
    expect(mealShare(100, 1, 40)).toBe(3); // 2.5 → 3
    expect(mealShare(0, 5, 30)).toBe(0);
  });
});

describe.each(databases)('meal credits on $name', (database) => {
  let t: TestApp;
  let propertyId: string;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
    propertyId = await addProperty(t.database.db, 'Meal credits PG');
  });
  afterAll(() => t.close());
  const job = (today: string) => runJobOn(t, today);

  it('splits an absence at the month end and the next RENT invoice takes each part once', async () => {
    const db = t.database.db;
    const { scope } = await adminOf(db);
    const tenantId = await mealTenant(db, propertyId, '2027-01-20', 3100);
    const away = await addOptOut(db, scope, tenantId, { from: '2027-01-29', to: '2027-02-02', note: '' });
    await job('2027-02-01'); // not over yet: no credit
    expect(await mealCreditsOf(db, tenantId)).toEqual([]);
    await job('2027-02-02');
    await job('2027-02-03');
    const credits = await mealCreditsOf(db, tenantId);
    expect(credits.map((row) => [row.description, row.amountPaise, row.invoiceId])).toEqual([
      ['Meal credit: 2 days away, 1 Feb 2027 – 2 Feb 2027', -22_143, null],
      ['Meal credit: 3 days away, 29 Jan 2027 – 31 Jan 2027', -30_000, null],
    ]);
    expect((await claimsOf(db, away.optOut._id)).length).toBe(2);

    await job('2027-02-20'); // the billing day
    await job('2027-03-20');
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.periodStart, '2027-02-20')));
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(
      lines
        .filter((line) => line.kind === 'MEAL_CREDIT')
        .map((line) => line.amountPaise)
        .sort(),
    ).toEqual([-22_143, -30_000]);
    expect(invoice!.totalPaise).toBe(800_000 + 310_000 - 52_143);
    expect((await mealCreditsOf(db, tenantId)).every((row) => row.invoiceId === invoice!.id)).toBe(true);
    const march = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.periodStart, '2027-03-20')));
    const marchLines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, march[0]!.id));
    expect(marchLines.some((line) => line.kind === 'MEAL_CREDIT')).toBe(false);
  });

  it('writes one credit per absence and month when job runs race', async () => {
    const db = t.database.db;
    const { scope } = await adminOf(db);
    const tenantId = await mealTenant(db, propertyId, '2027-04-05', 3000);
    await addOptOut(db, scope, tenantId, { from: '2027-04-28', to: '2027-05-03', note: '' });
    const runs = await Promise.all([
      ...Array.from({ length: 6 }, () => db.transaction((tx) => creditMealAbsences(tx, '2027-05-04'))),
      job('2027-05-04'),
      job('2027-05-04'),
    ]);
    const written = runs.slice(0, 6).reduce<number>((sum, count) => sum + Number(count), 0);
    const credits = await mealCreditsOf(db, tenantId);
    expect(credits.map((row) => row.amountPaise).sort()).toEqual([-29_032, -30_000]); // 3/31 and 3/30 of ₹3,000
    expect(written).toBeLessThanOrEqual(2);
  });

  it('keep every absence’s credit exact after every step of random sequences', async () => {
    const db = t.database.db;
    const { scope } = await adminOf(db);
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('away' as const),
        pick: fc.nat(),
        start: fc.integer({ min: 0, max: 70 }),
        days: fc.integer({ min: 1, max: 12 }),
      }),
      fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 20 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 900_000 }), { minLength: 1, maxLength: 2 }),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (costs, steps) => {
          run += 1;
          const movedIn = plusDays('2027-06-10', run % 20);
          const tenants = [];
          for (const cost of costs)
            tenants.push({ id: await mealTenant(db, propertyId, movedIn, cost / 100), cost });
          /** the model: credited once a job has run on or after the last day of an absence of 3+ days */
          const absences: Array<{ tenant: number; id: string; from: string; to: string; credited: boolean }> =
            [];
          let today = movedIn;
          for (const action of steps) {
            if (action.kind === 'job') {
              today = plusDays(today, action.days);
              await job(today);
              for (const a of absences) a.credited ||= a.to <= today && a.to >= plusDays(a.from, 2);
            } else {
              const tenant = action.pick % tenants.length;
              const from = plusDays(movedIn, action.start);
              const to = plusDays(from, action.days - 1);
              const overlaps = absences.some((a) => a.tenant === tenant && a.from <= to && a.to >= from);
              const added = addOptOut(db, scope, tenants[tenant]!.id, { from, to, note: '' });
              if (overlaps) {
                await expect(added).rejects.toMatchObject({ statusCode: 400 });
              } else {
                absences.push({ tenant, id: (await added).optOut._id, from, to, credited: false });
              }
            }
            for (const [index, tenant] of tenants.entries()) {
              const credited = absences.filter((a) => a.tenant === index && a.credited);
              const expected = credited.reduce(
                (sum, a) => sum + expectedCredit(tenant.cost, a.from, a.to),
                0,
              );
              const charged = (await mealCreditsOf(db, tenant.id)).reduce(
                (sum, row) => sum + row.amountPaise,
                0,
              );
              expect(charged + expected).toBe(0);
            }
            for (const absence of absences) {
              const months = new Set((await claimsOf(db, absence.id)).map((claim) => claim.month));
              expect(months.size).toBe(
                absence.credited ? new Set([absence.from.slice(0, 7), absence.to.slice(0, 7)]).size : 0,
              );
            }
            expect(
              await totalsOffLines(
                db,
                tenants.map((tenant) => tenant.id),
              ),
            ).toEqual([]);
          }
        },
      ),
      { numRuns: database.name === 'pglite' ? 12 : 8 },
    );
    expect(await chargesBilledTwice(db)).toEqual([]);
  }, 240_000);
});
