// The money equalities of late fees (issue 23) after every step of random sequences of days
// passing with job runs, payments, part payments, reversals and waivers (fast-check), for a random
// policy: every invoice's total is the sum of its lines, paid is the sum of its ledger entries and
// never above the total, the kept outstanding and GET /stats/' due amount are the fresh sums, each
// step is charged once, an unpaid invoice has exactly the steps its policy owes by the job's day
// (never past the cap), and a waiver takes exactly its fee off the total, once. One tenant is
// admitted with a random past 'Moved in on' (issue 41): every invoice issued at entry is due the
// property's due days after the day of entry, so its fees count from there.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { invoiceLines, invoices, lateFeeWaivers, payments } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { maxSteps, stepAmount, stepsDue, type LateFeeRule } from '../src/services/payments/late-fee-rule';
import { waiveLateFee } from '../src/services/payments/late-fee-waivers';
import { statsOf } from '../src/services/payments/stats';
import { findStaff } from '../src/services/users/read';
import { assign } from './billing-fixtures';
import { totalsOffLines } from './charges-fixtures';
import { addProperty, addTenant, userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { outstandingKeptAndCounted, setPolicy, stepsChargedTwice } from './late-fees-fixtures';
import { payPartOf, reverseOnePayment } from './money-steps';
import { assignOn, freeBeds } from './moves-fixtures';

type Step =
  | { kind: 'days'; days: number }
  | { kind: 'pay'; pick: number; part: number | null }
  | { kind: 'reverse'; pick: number }
  | { kind: 'waive'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 12 }) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      part: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('waive' as const), pick: fc.nat() }), weight: 2 },
);

const rule: fc.Arbitrary<LateFeeRule> = fc
  .record({
    policy: fc.constantFrom('FLAT' as const, 'PER_DAY' as const),
    amountPaise: fc.integer({ min: 1, max: 50_000 }),
    graceDays: fc.integer({ min: 0, max: 5 }),
    capSteps: fc.double({ min: 1, max: 8, noNaN: true }),
  })
  .map(({ capSteps, ...policy }) => ({
    ...policy,
    capPaise: policy.policy === 'PER_DAY' ? Math.round(policy.amountPaise * capSteps) : 0,
  }));

describe.each(databases)('late-fee equalities on $name', (database) => {
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
      fc.asyncProperty(
        rule,
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 31 }),
        async (policy, steps, daysBack) => {
          run += 1;
          const propertyId = await addProperty(db, `Late fee PG ${run}`);
          await setPolicy(db, propertyId, policy);
          const beds = await freeBeds(db, propertyId, 2);
          const tenantIds: string[] = [];
          let today = '2027-03-01';
          for (const [index, bed] of beds.entries()) {
            const tenantId = await addTenant(db, `late-fee-${run}-${index}@example.com`, propertyId);
            tenantIds.push(tenantId);
            const rent = 5000 + index * 1234.5;
            if (index === 0) await assign(db, { tenantId, bedId: bed.bedId, startDate: today, rent });
            else await assignOn(db, today, { tenantId, bed, rent, movedInOn: plusDays(today, -daysBack) });
          }
          // The back-dated admission: each invoice issued at entry due 5 days (the default) after it, Unpaid.
          const entered = await db.select().from(invoices).where(eq(invoices.tenantId, tenantIds[1]!));
          expect(entered.length).toBeGreaterThan(0);
          for (const invoice of entered) {
            expect([String(invoice.dueDate).slice(0, 10), invoice.status]).toEqual([
              plusDays(today, 5),
              'UNPAID',
            ]);
          }
          let waived = 0;
          const rowsNow = () => db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds));
          const feesOf = async (ids: string[]) =>
            ids.length
              ? db
                  .select()
                  .from(invoiceLines)
                  .where(and(inArray(invoiceLines.invoiceId, ids), eq(invoiceLines.kind, 'LATE_FEE')))
              : [];

          for (const action of steps) {
            if (action.kind === 'days') {
              today = plusDays(today, action.days);
              await runBillingJob(job, { today, reminders: false });
              // every invoice still owing has exactly the steps its policy owes by today
              for (const invoice of await rowsNow()) {
                if (invoice.status === 'PAID') continue;
                const fees = (await feesOf([invoice.id])).filter((line) => line.lateFeeStep !== null);
                const owed = stepsDue(policy, String(invoice.dueDate).slice(0, 10), today);
                expect(fees.map((line) => line.lateFeeStep).sort((a, b) => a! - b!)).toEqual(
                  Array.from({ length: owed }, (_, at) => at + 1),
                );
              }
            } else if (action.kind === 'pay') {
              const open = (await rowsNow()).filter((invoice) => invoice.paidPaise < invoice.totalPaise);
              const invoice = open[action.pick % Math.max(open.length, 1)];
              if (invoice) await payPartOf(db, scope, invoice, action.part, today);
            } else if (action.kind === 'reverse') {
              await reverseOnePayment(db, scope, eq(payments.propertyId, propertyId), action.pick, today);
            } else {
              const rows = await rowsNow();
              const done = new Set(
                (await db.select({ lineId: lateFeeWaivers.lineId }).from(lateFeeWaivers)).map(
                  (row) => row.lineId,
                ),
              );
              const fees = (await feesOf(rows.map((row) => row.id))).filter(
                (line) => line.lateFeeStep !== null && !done.has(line.id),
              );
              const fee = fees[action.pick % Math.max(fees.length, 1)];
              if (fee) {
                const invoice = rows.find((row) => row.id === fee.invoiceId)!;
                const outcome = await waiveLateFee(
                  db,
                  scope,
                  { invoiceId: invoice.id, lineId: fee.id },
                  'Fuzz',
                  today,
                ).then(
                  () => 'waived',
                  (error: { statusCode?: number }) => error.statusCode,
                );
                // a fee is waived when what is outstanding covers it, else refused with 409
                const covered = invoice.totalPaise - invoice.paidPaise >= fee.amountPaise;
                expect(outcome).toBe(covered ? 'waived' : 409);
                if (covered) waived += 1;
              }
            }

            // After every step: the equalities.
            const rows = await rowsNow();
            const entries = await db.select().from(payments).where(eq(payments.propertyId, propertyId));
            for (const invoice of rows) {
              const paid = entries
                .filter((entry) => entry.invoiceId === invoice.id)
                .reduce((sum, entry) => sum + entry.amountPaise, 0);
              expect(invoice.paidPaise).toBe(paid);
              expect(paid).toBeLessThanOrEqual(invoice.totalPaise);
              expect(invoice.totalPaise).toBeGreaterThanOrEqual(0);
            }
            expect(await totalsOffLines(db, tenantIds)).toEqual([]);
            expect(await stepsChargedTwice(db)).toBe(0);
            const [kept, counted] = await outstandingKeptAndCounted(db, propertyId);
            expect(kept).toBe(counted);
            const stats = await statsOf(db, [propertyId], today);
            const due = rows.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
            expect(Math.round(stats.dueAmount * 100)).toBe(due);
            const fees = await feesOf(rows.map((row) => row.id));
            for (const invoice of rows) {
              const own = fees.filter((line) => line.invoiceId === invoice.id && line.lateFeeStep !== null);
              expect(own.length).toBeLessThanOrEqual(maxSteps(policy));
              for (const line of own) expect(line.amountPaise).toBe(stepAmount(policy, line.lateFeeStep!));
              const charged = own.reduce((sum, line) => sum + line.amountPaise, 0);
              expect(charged).toBeLessThanOrEqual(
                policy.policy === 'FLAT' ? policy.amountPaise : policy.capPaise,
              );
            }
            // each waiver: one negative line of exactly its fee
            const waivers = await db
              .select({ fee: invoiceLines.amountPaise, credit: lateFeeWaivers.creditLineId })
              .from(lateFeeWaivers)
              .innerJoin(invoiceLines, eq(invoiceLines.id, lateFeeWaivers.lineId))
              .where(
                and(
                  inArray(
                    invoiceLines.invoiceId,
                    rows.map((row) => row.id),
                  ),
                  isNotNull(invoiceLines.lateFeeStep),
                ),
              );
            expect(waivers).toHaveLength(waived);
            for (const waiver of waivers) {
              expect(fees.find((line) => line.id === waiver.credit)?.amountPaise).toBe(-waiver.fee);
            }
          }
        },
      ),
      { numRuns: 10 },
    );
  });
});
