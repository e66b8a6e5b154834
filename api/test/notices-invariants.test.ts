// The money equalities of issue 24's notices after every step of random sequences of assign (with
// a moved-in date, rent and meals), notice (a move-out date from today), withdraw, vacate, job runs
// and payments (fast-check), on both databases: what is due is what is outstanding; each invoice
// is the sum of its lines; RENT periods follow one another from the move-in day and none starts
// after the move-out date of a notice still standing or carried out; a RENT invoice is the whole
// terms, or — ending on a notice's move-out day — the terms × days stayed / days in the period
// (half a paisa up); a withdrawn notice's pro-rated period is made whole by exactly one ADJUSTMENT.
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { invoiceLines, invoices, payments, tenantNotices } from '../src/db/schema';
import { monthlyPeriod, plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { recordPayment } from '../src/services/payments/payments';
import { tenantDuePaise } from '../src/services/payments/read';
import { daysBetween } from '../src/services/payments/rent-schedule';
import { completeNotice, recordNotice, withdrawNotice } from '../src/services/notices/write';
import { vacate } from './billing-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { adminOf, assignOn, freeBeds } from './moves-fixtures';

type Step =
  | { kind: 'assign'; rent: number; meals: number; daysBack: number }
  | { kind: 'notice'; pick: number; days: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'job'; days: number }
  | { kind: 'pay'; pick: number };

const paise = fc.integer({ min: 1, max: 2_000_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('assign' as const),
    rent: paise,
    meals: fc.oneof(fc.constant(0), paise),
    daysBack: fc.integer({ min: 0, max: 31 }),
  }),
  fc.record({ kind: fc.constant('notice' as const), pick: fc.nat(), days: fc.integer({ min: 0, max: 70 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
);

interface Model {
  billingStart: string;
  rent: number;
  meals: number;
  onBed: boolean;
}

/** amount × stayed / days, half a paisa up, written again independently of the service. */
const share = (amount: number, stayed: number, days: number) =>
  Math.floor((2 * amount * stayed + days) / (2 * days));

describe.each(databases)('notices and money on $name', (database) => {
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
    const staff = { kind: 'STAFF' as const, staffId: actorId };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Notices invariant PG ${run}`);
        const free = await freeBeds(db, propertyId, 3);
        const models = new Map<string, Model>();
        let today = '2026-01-28';
        const seated = () => [...models].filter(([, model]) => model.onBed).map(([id]) => id);

        for (const action of steps) {
          const onBed = seated();
          if (action.kind === 'assign' && free.length) {
            const tenantId = await addTenant(db, `notice-inv-${run}-${models.size}@example.com`, propertyId);
            const movedInOn = plusDays(today, -action.daysBack);
            const [rent, meals] = [action.rent, action.meals];
            await assignOn(db, today, {
              tenantId,
              bed: free.pop()!,
              rent: rent / 100,
              meals: meals / 100,
              movedInOn,
            });
            models.set(tenantId, { billingStart: movedInOn, rent, meals, onBed: true });
          } else if (action.kind === 'notice' && onBed.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const existing = await db
              .select()
              .from(tenantNotices)
              .where(eq(tenantNotices.tenantId, tenantId));
            const moveOutDate = plusDays(today, action.days);
            const giving = recordNotice(
              db,
              scope,
              staff,
              tenantId,
              { noticeDate: today, moveOutDate },
              today,
            );
            if (existing.some((row) => !row.withdrawnAt && !row.completedAt))
              await expect(giving).rejects.toMatchObject({ statusCode: 409 });
            else await giving;
          } else if (action.kind === 'withdraw' && onBed.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const rows = await db.select().from(tenantNotices).where(eq(tenantNotices.tenantId, tenantId));
            const standing = rows.find((row) => !row.withdrawnAt && !row.completedAt);
            const withdrawing = withdrawNotice(db, scope, tenantId, today);
            if (!standing) await expect(withdrawing).rejects.toMatchObject({ statusCode: 404 });
            else if (today >= standing.moveOutDate)
              await expect(withdrawing).rejects.toMatchObject({ statusCode: 409 });
            else await withdrawing;
          } else if (action.kind === 'vacate' && onBed.length) {
            const tenantId = onBed[action.pick % onBed.length]!;
            const [bed] = await freeBedOf(tenantId);
            await vacate(db, tenantId, today);
            await completeNotice(db, tenantId);
            free.push(bed!);
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
          await checkEqualities(models, propertyId);
        }
      }),
      { numRuns: 12 },
    );

    async function freeBedOf(tenantId: string) {
      const { bedAssignments } = await import('../src/db/schema');
      const { isNull } = await import('drizzle-orm');
      return db
        .select({ bedId: bedAssignments.bedId, roomId: bedAssignments.roomId })
        .from(bedAssignments)
        .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
    }

    async function checkEqualities(models: Map<string, Model>, propertyId: string) {
      const tenantIds = [...models.keys()];
      if (!tenantIds.length) return;
      const rows = await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds));
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
      const ledger = await db.select().from(payments).where(eq(payments.propertyId, propertyId));
      const notices = await db.select().from(tenantNotices).where(inArray(tenantNotices.tenantId, tenantIds));
      const own = (kind: 'RENT' | 'MEALS', invoiceId: string) =>
        lines
          .filter((line) => line.invoiceId === invoiceId && line.kind === kind)
          .reduce((sum, line) => sum + line.amountPaise, 0);
      for (const invoice of rows) {
        const mine = lines.filter((line) => line.invoiceId === invoice.id);
        expect(mine.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(invoice.totalPaise);
        const paid = ledger
          .filter((entry) => entry.invoiceId === invoice.id)
          .reduce((sum, entry) => sum + entry.amountPaise, 0);
        expect(invoice.paidPaise).toBe(paid);
      }
      for (const [tenantId, model] of models) {
        const mine = rows.filter((invoice) => invoice.tenantId === tenantId);
        expect(await tenantDuePaise(db, tenantId)).toBe(
          mine.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0),
        );
        const moveInDay = Number(model.billingStart.slice(8, 10));
        const rents = mine
          .filter((invoice) => invoice.type === 'RENT')
          .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
        const adjustments = mine.filter((invoice) => invoice.type === 'ADJUSTMENT');
        const theirs = notices.filter((row) => row.tenantId === tenantId);
        const ending = theirs.find((row) => !row.withdrawnAt);
        expect(rents[0]?.periodStart).toBe(model.billingStart);
        rents.forEach((invoice, index) => {
          const period = monthlyPeriod(invoice.periodStart, moveInDay);
          if (index > 0)
            expect(invoice.periodStart).toBe(
              plusDays(monthlyPeriod(rents[index - 1]!.periodStart, moveInDay).end, 1),
            );
          if (ending) expect(invoice.periodStart <= ending.moveOutDate).toBe(true);
          const rest = adjustments.filter(
            (adjustment) => adjustment.periodStart === plusDays(invoice.periodEnd, 1),
          );
          if (invoice.periodEnd === period.end) {
            expect([own('RENT', invoice.id), own('MEALS', invoice.id)]).toEqual([model.rent, model.meals]);
            return;
          }
          const notice = theirs.find((row) => row.moveOutDate === invoice.periodEnd);
          expect(notice).toBeDefined();
          const [stayed, days] = [
            daysBetween(period.start, invoice.periodEnd),
            daysBetween(period.start, period.end),
          ];
          expect([own('RENT', invoice.id), own('MEALS', invoice.id)]).toEqual([
            share(model.rent, stayed, days),
            share(model.meals, stayed, days),
          ]);
          // Withdrawn: the rest of the period billed once, the two together the whole terms.
          if (notice!.withdrawnAt) {
            expect(rest).toHaveLength(1);
            expect(own('RENT', invoice.id) + own('RENT', rest[0]!.id)).toBe(model.rent);
            expect(own('MEALS', invoice.id) + own('MEALS', rest[0]!.id)).toBe(model.meals);
          } else expect(rest).toHaveLength(0);
        });
      }
    }
  });
});
