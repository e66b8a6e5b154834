// Issue 26: the report's figures against the ledger after every step of random sequences of
// admissions (some with a deposit), payments, part payments, reversals, expenses (added and
// deleted), move-outs and billing job runs (fast-check), on both databases. For every month from
// the first step to today: invoiced is the sum of the rent and charge invoices dated in it,
// collected the ledger's entries on them dated in it, outstanding at its end what those invoices
// dated up to then less those entries up to then, expenses the live expenses, net collected less
// expenses, admissions and move-outs as made, and the occupied bed-days those of the stays.
// Deposits are never income (issue 41): depositsReceived is the deposit entries of the month,
// depositsHeld every deposit entry up to its end. In the current month collected is GET /stats/'s
// collected amount, and outstanding plus the deposits still owed its due amount.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { bedAssignments, expenses, invoices, payments } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { runBillingJob } from '../src/services/payments/job/run';
import { statsOf } from '../src/services/payments/stats';
import { monthBounds, plusDays } from '../src/services/calendar';
import { monthsEnding, reportOfMonths } from '../src/services/reports/report';
import { findStaff } from '../src/services/users/read';
import { addBeds, assign, vacate } from './billing-fixtures';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { payPartOf, reverseOnePayment } from './money-steps';

type Step =
  | { kind: 'assign'; rent: number; back: number; deposit: number }
  | { kind: 'pay'; pick: number; part: number | null }
  | { kind: 'reverse'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'expense'; paise: number; back: number; remove: boolean }
  | { kind: 'job'; days: number };

const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  often(
    fc.record({
      kind: fc.constant('assign' as const),
      rent: fc.integer({ min: 1, max: 2_000_000 }).map((paise) => paise / 100),
      back: fc.integer({ min: 0, max: 3 }),
      deposit: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })).map((paise) => paise / 100),
    }),
  ),
  often(
    fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      part: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
    }),
  ),
  often(fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() })),
  often(fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() })),
  often(
    fc.record({
      kind: fc.constant('expense' as const),
      paise: fc.integer({ min: 1, max: 5_000_000 }),
      back: fc.integer({ min: 0, max: 40 }),
      remove: fc.boolean(),
    }),
  ),
  often(fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 45 }) })),
);

/** Days of [from, to) within [start, stop): the nights a stay holds a bed in a window. */
const overlap = (from: string, to: string, start: string, stop: string) => {
  const begin = from > start ? from : start;
  const end = to < stop ? to : stop;
  return end > begin ? (Date.parse(end) - Date.parse(begin)) / 86_400_000 : 0;
};
const sum = <T>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

describe.each(databases)('report figures against the ledger on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('hold after every step of random sequences', async () => {
    const { db } = t.database;
    const scope = staffScope((await findStaff(db, await userId(db, 'admin@example.com')))!);
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Report PG ${run}`);
        const freeBeds = await addBeds(db, propertyId, 3);
        const tenantIds: string[] = [];
        /** the model: ledger entries, live expenses, stays, admissions and move-outs by day */
        const ledger: Array<{ paise: number; day: string; deposit: boolean }> = [];
        const spent: Array<{ id: string; paise: number; day: string }> = [];
        const stays: Array<{ tenantId: string; from: string; to: string | null }> = [];
        let today = '2026-01-28';

        for (const action of steps) {
          if (action.kind === 'assign' && freeBeds.length) {
            const tenantId = await addTenant(db, `report-${run}-${tenantIds.length}@example.com`, propertyId);
            tenantIds.push(tenantId);
            const from = plusDays(today, -action.back);
            await assign(db, {
              tenantId,
              bedId: freeBeds.pop()!,
              startDate: from,
              rent: action.rent,
              advance: action.deposit,
            });
            stays.push({ tenantId, from, to: null });
          } else if (action.kind === 'pay' && tenantIds.length) {
            const open = (
              await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))
            ).filter((invoice) => invoice.paidPaise < invoice.totalPaise && invoice.invoiceDate <= today);
            const invoice = open[action.pick % Math.max(open.length, 1)];
            if (invoice) {
              const paise = await payPartOf(db, scope, invoice, action.part, today, 'UPI');
              ledger.push({ paise, day: today, deposit: invoice.type === 'ADVANCE' });
            }
          } else if (action.kind === 'reverse') {
            const where = eq(payments.propertyId, propertyId);
            const entry = await reverseOnePayment(db, scope, where, action.pick, today);
            if (entry) {
              const [reversed] = await db.select().from(invoices).where(eq(invoices.id, entry.invoiceId));
              ledger.push({ paise: -entry.amountPaise, day: today, deposit: reversed!.type === 'ADVANCE' });
            }
          } else if (action.kind === 'vacate') {
            const open = await db
              .select({ tenantId: bedAssignments.tenantId, bedId: bedAssignments.bedId })
              .from(bedAssignments)
              .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));
            const chosen = open[action.pick % Math.max(open.length, 1)];
            const stay = chosen && stays.find((row) => row.tenantId === chosen.tenantId && row.to === null);
            if (chosen && stay && stay.from <= today) {
              await vacate(db, chosen.tenantId, today);
              stay.to = today;
              freeBeds.push(chosen.bedId);
            }
          } else if (action.kind === 'expense') {
            const day = plusDays(today, -action.back);
            const [row] = await db
              .insert(expenses)
              .values({
                propertyId,
                category: 'OTHER',
                amountPaise: action.paise,
                spentOn: day,
                paymentMode: 'CASH',
                paidTo: 'X',
              })
              .returning({ id: expenses.id });
            spent.push({ id: row!.id, paise: action.paise, day });
            if (action.remove && spent.length > 1) {
              const gone = spent.shift()!;
              await db.update(expenses).set({ deletedAt: new Date() }).where(eq(expenses.id, gone.id));
            }
          } else if (action.kind === 'job') {
            today = plusDays(today, action.days);
            await runBillingJob(job, { today });
          }

          // After every step: every month from December 2025 to today's, against the model.
          const months = monthsEnding(today.slice(0, 7), 1 + monthDiff('2025-12', today.slice(0, 7)));
          const report = await reportOfMonths(db, [propertyId], months, today);
          const all = tenantIds.length
            ? await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))
            : [];
          const rows = all.filter((row) => row.type !== 'ADVANCE');
          const income = ledger.filter((entry) => !entry.deposit);
          const deposits = ledger.filter((entry) => entry.deposit);
          for (const figures of report) {
            const { start, end } = monthBounds(`${figures.month}-01`);
            const within = (day: string) => day >= start && day <= end;
            const collected = sum(
              income.filter((entry) => within(entry.day)),
              (entry) => entry.paise,
            );
            const expensesPaise = sum(
              spent.filter((row) => within(row.day)),
              (row) => row.paise,
            );
            expect(Math.round(figures.invoiced * 100)).toBe(
              sum(
                rows.filter((row) => within(row.invoiceDate)),
                (row) => row.totalPaise,
              ),
            );
            expect(Math.round(figures.collected * 100)).toBe(collected);
            expect(Math.round(figures.outstanding * 100)).toBe(
              sum(
                rows.filter((row) => row.invoiceDate <= end),
                (row) => row.totalPaise,
              ) -
                sum(
                  income.filter((entry) => entry.day <= end),
                  (entry) => entry.paise,
                ),
            );
            expect(Math.round(figures.depositsReceived * 100)).toBe(
              sum(
                deposits.filter((entry) => within(entry.day)),
                (entry) => entry.paise,
              ),
            );
            expect(Math.round(figures.depositsHeld * 100)).toBe(
              sum(
                deposits.filter((entry) => entry.day <= end),
                (entry) => entry.paise,
              ),
            );
            expect(figures.depositsRefunded).toBe(0);
            expect(Math.round(figures.expenses * 100)).toBe(expensesPaise);
            expect(Math.round(figures.net * 100)).toBe(collected - expensesPaise);
            expect(figures.newAdmissions).toBe(stays.filter((stay) => within(stay.from)).length);
            expect(figures.moveOuts).toBe(stays.filter((stay) => stay.to !== null && within(stay.to)).length);
            const stop = plusDays(end < today ? end : today, 1);
            const nights = sum(stays, (stay) => overlap(stay.from, stay.to ?? '9999-12-31', start, stop));
            expect(figures.occupiedBedDays).toBe(nights);
            expect(figures.bedDays).toBeGreaterThanOrEqual(nights);
            expect(figures.occupancy).toBeGreaterThanOrEqual(0);
            expect(figures.occupancy).toBeLessThanOrEqual(1);
          }
          // The dashboard's due amount is the current month's outstanding and the deposits still owed.
          const stats = await statsOf(db, [propertyId], today);
          const depositsOwed = sum(
            all.filter((row) => row.type === 'ADVANCE' && row.invoiceDate <= today),
            (row) => row.totalPaise - row.paidPaise,
          );
          expect(Math.round(report.at(-1)!.outstanding * 100) + depositsOwed).toBe(
            Math.round(stats.dueAmount * 100),
          );
          expect(report.at(-1)!.collected).toBe(stats.collectedAmount);
        }
      }),
      { numRuns: 30 },
    );
  });
});

/** Whole months from `from` to `to` (YYYY-MM). */
function monthDiff(from: string, to: string) {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear! - fromYear!) * 12 + (toMonth! - fromMonth!);
}
