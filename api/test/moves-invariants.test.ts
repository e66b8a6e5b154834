// The money equalities of issue 22 after every step of random sequences of assign (with a moved-in
// date), move (pro-rated or not), change rent, vacate, job runs and payments (fast-check), on both
// databases: what is due is what is outstanding (per tenant and on GET /stats/), a tenant's RENT
// periods follow one another from their move-in day (none twice, none skipped), each costs the
// rent in effect on its first day less any credit taken, every credit a move gave is taken or
// still open (exactly once), and a pro-rated adjustment is difference × remaining days / days.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { charges, invoiceLines, invoices, payments } from '../src/db/schema';
import { moveTenant } from '../src/services/moves/move';
import { plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { recordPayment } from '../src/services/payments/payments';
import { tenantDuePaise } from '../src/services/payments/read';
import { daysBetween, periodOn } from '../src/services/payments/rent-schedule';
import { statsOf } from '../src/services/payments/stats';
import { changeRent } from '../src/services/moves/rents-write';
import { vacate } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds } from './moves-fixtures';
import { openStayOf } from './money-steps';

type Step =
  | { kind: 'assign'; rent: number; daysBack: number }
  | { kind: 'move'; pick: number; rent: number; prorate: boolean }
  | { kind: 'rent'; pick: number; rent: number; offset: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'job'; days: number }
  | { kind: 'pay'; pick: number };

const rupees = fc.integer({ min: 1, max: 2_000_000 }).map((paise) => paise / 100);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('assign' as const),
    rent: rupees,
    daysBack: fc.integer({ min: 0, max: 31 }),
  }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), rent: rupees, prorate: fc.boolean() }),
  fc.record({
    kind: fc.constant('rent' as const),
    pick: fc.nat(),
    rent: rupees,
    offset: fc.integer({ min: -3, max: 70 }),
  }),
  fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
);

/**
 * The model of one tenant: their billing start and rent schedule (paise), each row with the step
 * that wrote it; an invoice already issued keeps the rent of when it was issued.
 */
interface Model {
  billingStart: string;
  schedule: Array<{ effective: string; paise: number; step: number }>;
  onBed: boolean;
}
/** The rent of a period starting on `day`, as the schedule stood when `issuedAt` (a step) issued it. */
const rentOn = (model: Model, day: string, issuedAt = Infinity) =>
  model.schedule.filter((row) => row.effective <= day && row.step <= issuedAt).at(-1)?.paise ?? 0;

/** Adds a row where the server reads it: by effective day, and on one day the one written last. */
function addToSchedule(model: Model, row: Model['schedule'][number]) {
  model.schedule.push(row);
  model.schedule.sort((a, b) => a.effective.localeCompare(b.effective) || a.step - b.step);
}

describe.each(databases)('moves, rents and money on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('hold after every step of random sequences', async () => {
    const { db } = t.database;
    const { scope, actorId } = await adminOf(db);
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Moves invariant PG ${run}`);
        const free = await freeBeds(db, propertyId, 4);
        const models = new Map<string, Model>();
        let creditsGiven = 0;
        let today = '2026-01-28';
        const seated = () => [...models].filter(([, model]) => model.onBed).map(([id]) => id);

        /** the step each invoice was first seen after; a move issues before it writes its row */
        const seenAt = new Map<string, number>();
        for (const [index, action] of steps.entries()) {
          const onBed = seated();
          if (action.kind === 'assign' && free.length) {
            const tenantId = await addTenant(db, `moves-inv-${run}-${models.size}@example.com`, propertyId);
            const movedInOn = plusDays(today, -action.daysBack);
            await assignOn(db, today, { tenantId, bed: free.pop()!, rent: action.rent, movedInOn });
            const paise = Math.round(action.rent * 100);
            models.set(tenantId, {
              billingStart: movedInOn,
              schedule: [{ effective: movedInOn, paise, step: index }],
              onBed: true,
            });
          } else if (action.kind === 'move' && onBed.length && free.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const model = models.get(tenantId)!;
            const bed = free.pop()!;
            const stay = await openStayOf(db, tenantId);
            const answer = await moveTenant(
              db,
              scope,
              actorId,
              tenantId,
              { bedId: bed.bedId, rent: action.rent, mealCost: 0, prorate: action.prorate },
              today,
            );
            free.push({ bedId: stay!.bedId, roomId: stay!.roomId });
            const period = periodOn(model.billingStart, today);
            const paise = Math.round(action.rent * 100);
            const current = (
              await db
                .select({ totalPaise: invoices.totalPaise, id: invoices.id })
                .from(invoices)
                .where(
                  and(
                    eq(invoices.tenantId, tenantId),
                    eq(invoices.type, 'RENT'),
                    eq(invoices.periodStart, period.start),
                  ),
                )
            )[0]!;
            const difference = paise - rentOn(model, period.start, seenAt.get(current.id) ?? index);
            const expected = Math.round(
              (Math.abs(difference) * daysBetween(today, period.end)) / daysBetween(period.start, period.end),
            );
            if (!action.prorate || expected === 0) expect(answer.adjustment).toBeNull();
            else {
              expect(answer.adjustment).toEqual({
                kind: difference > 0 ? 'INVOICE' : 'CREDIT',
                amount: expected / 100,
              });
              if (difference < 0) creditsGiven += expected;
            }
            addToSchedule(model, { effective: plusDays(period.end, 1), paise, step: index + 0.5 });
          } else if (action.kind === 'rent' && onBed.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const model = models.get(tenantId)!;
            const period = periodOn(model.billingStart, today);
            const effectiveDate = plusDays(period.start, action.offset);
            const changing = changeRent(
              db,
              scope,
              actorId,
              tenantId,
              { rent: action.rent, mealCost: 0, effectiveDate },
              today,
            );
            if (action.offset < 0) await expect(changing).rejects.toMatchObject({ statusCode: 400 });
            else {
              await changing;
              addToSchedule(model, {
                effective: effectiveDate,
                paise: Math.round(action.rent * 100),
                step: index + 0.5,
              });
            }
          } else if (action.kind === 'vacate' && onBed.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const stay = await openStayOf(db, tenantId);
            await vacate(db, tenantId, today);
            free.push({ bedId: stay!.bedId, roomId: stay!.roomId });
            models.get(tenantId)!.onBed = false;
          } else if (action.kind === 'job') {
            today = plusDays(today, action.days);
            await runBillingJob(job, { today, reminders: false });
          } else if (action.kind === 'pay') {
            const open = (
              models.size
                ? await db
                    .select()
                    .from(invoices)
                    .where(inArray(invoices.tenantId, [...models.keys()]))
                : []
            ).filter((invoice) => invoice.paidPaise < invoice.totalPaise);
            const invoice = open[action.pick % Math.max(open.length, 1)];
            if (invoice) {
              const paidAt = invoice.invoiceDate > today ? invoice.invoiceDate : today;
              await recordPayment(db, scope, invoice.id, { paymentMode: 'CASH', paidAt }, paidAt);
            }
          }

          // After every step.
          const tenantIds = [...models.keys()];
          const rows = tenantIds.length
            ? await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))
            : [];
          const ledger = await db.select().from(payments).where(eq(payments.propertyId, propertyId));
          for (const invoice of rows) if (!seenAt.has(invoice.id)) seenAt.set(invoice.id, index);
          let creditsTaken = 0;
          for (const [tenantId, model] of models) {
            const mine = rows.filter((invoice) => invoice.tenantId === tenantId);
            expect(await tenantDuePaise(db, tenantId)).toBe(
              mine.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0),
            );
            const rents = mine
              .filter((invoice) => invoice.type === 'RENT')
              .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
            expect(rents[0]?.periodStart).toBe(model.billingStart);
            rents.forEach((invoice, index) => {
              if (index > 0) expect(invoice.periodStart).toBe(plusDays(rents[index - 1]!.periodEnd, 1));
              const taken = rentOn(model, invoice.periodStart, seenAt.get(invoice.id)) - invoice.totalPaise;
              expect(taken).toBeGreaterThanOrEqual(0);
              creditsTaken += taken;
            });
          }
          for (const invoice of rows) {
            const paid = ledger
              .filter((entry) => entry.invoiceId === invoice.id)
              .reduce((sum, entry) => sum + entry.amountPaise, 0);
            expect(invoice.paidPaise).toBe(paid);
          }
          const open = tenantIds.length
            ? await db
                .select()
                .from(charges)
                .where(and(inArray(charges.tenantId, tenantIds), isNull(charges.invoiceId)))
            : [];
          expect(creditsTaken - open.reduce((sum, credit) => sum + credit.amountPaise, 0)).toBe(creditsGiven);
          // Issue 23: every invoice's total is the sum of its lines; each charge is billed at most once.
          const lines = rows.length
            ? await db
                .select()
                .from(invoiceLines)
                .where(
                  inArray(
                    invoiceLines.invoiceId,
                    rows.map((row) => row.id),
                  ),
                )
            : [];
          for (const invoice of rows) {
            const own = lines.filter((line) => line.invoiceId === invoice.id);
            expect(own.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(invoice.totalPaise);
          }
          const billed = lines.flatMap((line) => (line.chargeId ? [line.chargeId] : []));
          expect(new Set(billed).size).toBe(billed.length);
          const stats = await statsOf(db, [propertyId], today);
          const due = rows
            .filter((invoice) => invoice.propertyId === propertyId)
            .reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
          expect(Math.round(stats.dueAmount * 100)).toBe(due);
          expect(stats.occupiedBeds).toBe(seated().length);
        }
      }),
      {
        numRuns: 12,
        examples: [
          // A rent change effective on the first day of a period already billed does not make a
          // later pro-rated move credit a difference that was never charged.
          [
            [
              { kind: 'assign', rent: 0.01, daysBack: 0 },
              { kind: 'rent', pick: 0, rent: 0.02, offset: 0 },
              { kind: 'move', pick: 0, rent: 0.01, prorate: true },
              { kind: 'pay', pick: 0 },
            ],
          ],
          // A rent change dated after a move's next period still applies from its own day: the
          // move's row comes before it in the schedule (a CI run's seed 1281419829 found it).
          [
            [
              { kind: 'assign', rent: 0.01, daysBack: 10 },
              { kind: 'rent', pick: 0, rent: 0.01, offset: 32 },
              { kind: 'move', pick: 0, rent: 0.02, prorate: false },
              { kind: 'job', days: 11 },
              { kind: 'job', days: 38 },
            ],
          ],
        ],
      },
    );
  });
});
