// The money equalities of issue #12 after every step of random sequences of assign, pay,
// part-pay, reverse, vacate, job runs and deletes of a room or the property (fast-check): a
// tenant's dueAmount is what is outstanding on their invoices, and a month's collected amount is
// the sum of the payments made in it. The beds too: a delete is refused while a bed in it is
// occupied, no deleted room or property keeps an occupied bed, and the bed totals follow. Issue 23:
// with pending charges and credits added and removed, every invoice's total is the sum of its
// lines, never negative, each charge is billed at most once and no paisa of a charge is lost.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { MESSAGES } from '@pgportal/contracts/messages';
import { bedAssignments, beds, charges, invoices, payments } from '../src/db/schema';
import { addCharge, removeCharge } from '../src/services/payments/charges';
import { staffScope } from '../src/services/access';
import { monthBounds, plusDays } from '../src/services/calendar';
import { runBillingJob } from '../src/services/payments/job/run';
import { tenantDuePaise } from '../src/services/payments/read';
import { statsOf } from '../src/services/payments/stats';
import { invoiceStatus } from '../src/services/payments/status';
import { findStaff } from '../src/services/users/read';
import { deleteProperty } from '../src/services/properties/write';
import { deleteRoom } from '../src/services/rooms/write';
import { addProperty, addTenant, userId } from './fixtures';
import { addBeds, assign, vacate } from './billing-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { bedsInDeleted, liveBedsOf } from './races-fixtures';
import { chargesBilledTwice, totalsOffLines } from './charges-fixtures';
import { payPartOf, reverseOnePayment } from './money-steps';

type Step =
  | { kind: 'assign'; rent: number; meals: number; advance: number }
  | { kind: 'pay'; pick: number; part: number | null }
  | { kind: 'reverse'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'job'; days: number }
  | { kind: 'deleteRoom'; pick: number }
  | { kind: 'deleteProperty' }
  | { kind: 'charge'; pick: number; paise: number; remove: boolean };

const rupees = fc.integer({ min: 1, max: 2_000_000 }).map((paise) => paise / 100);
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  often(
    fc.record({
      kind: fc.constant('assign' as const),
      rent: rupees,
      meals: fc.oneof(fc.constant(0), rupees),
      advance: fc.oneof(fc.constant(0), rupees),
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
  often(fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 45 }) })),
  { arbitrary: fc.record({ kind: fc.constant('deleteRoom' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deleteProperty' as const) }), weight: 2 },
  often(
    fc.record({
      kind: fc.constant('charge' as const),
      pick: fc.nat(),
      paise: fc.integer({ min: -3_000_000, max: 1_000_000 }).filter((paise) => paise !== 0),
      remove: fc.boolean(),
    }),
  ),
);

/** What a delete answered: null when it went through, else its status and message. */
const outcomeOf = (deleting: Promise<void>) =>
  deleting.then(
    () => null,
    (error: { statusCode?: number; message: string }) => ({
      statusCode: error.statusCode,
      message: error.message,
    }),
  );

describe.each(databases)('money equalities on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const roomOf = async (bedIds: string[]) => {
    const [bed] = await t.database.db
      .select({ roomId: beds.roomId })
      .from(beds)
      .where(eq(beds.id, bedIds[0]!));
    return { id: bed!.roomId, bedIds };
  };

  it('hold after every step of random sequences', async () => {
    const { db } = t.database;
    const admin = (await findStaff(db, await userId(db, 'admin@example.com')))!;
    const scope = staffScope(admin);
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Invariant PG ${run}`);
        /** the model: the live rooms with their beds, the free ones, and whether the property is gone */
        const liveRooms = await Promise.all([
          roomOf(await addBeds(db, propertyId, 2)),
          roomOf(await addBeds(db, propertyId, 2)),
        ]);
        const freeBeds = liveRooms.flatMap((room) => room.bedIds);
        let propertyDeleted = false;
        const tenantIds: string[] = [];
        /** the model: every ledger entry this sequence made, by its paidAt */
        const ledger: Array<{ paise: number; paidAt: string; deposit: boolean }> = [];
        let today = '2026-01-28';
        /** the model: the paise of every charge added and not removed */
        let charged = 0;

        const unpaid = async () =>
          tenantIds.length
            ? (await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))).filter(
                (invoice) => invoice.paidPaise < invoice.totalPaise,
              )
            : [];

        for (const action of steps) {
          if (action.kind === 'assign' && freeBeds.length) {
            const tenantId = await addTenant(
              db,
              `invariant-${run}-${tenantIds.length}@example.com`,
              propertyId,
            );
            tenantIds.push(tenantId);
            await assign(db, { tenantId, bedId: freeBeds.pop()!, startDate: today, ...action });
          } else if (action.kind === 'pay') {
            const open = await unpaid();
            const invoice = open[action.pick % Math.max(open.length, 1)];
            if (invoice) {
              const paise = await payPartOf(db, scope, invoice, action.part, today);
              ledger.push({ paise, paidAt: today, deposit: invoice.type === 'ADVANCE' });
            }
          } else if (action.kind === 'reverse') {
            const where = eq(payments.propertyId, propertyId);
            const entry = await reverseOnePayment(db, scope, where, action.pick, today);
            if (entry) {
              const [reversed] = await db.select().from(invoices).where(eq(invoices.id, entry.invoiceId));
              const deposit = reversed!.type === 'ADVANCE';
              ledger.push({ paise: -entry.amountPaise, paidAt: today, deposit });
            }
          } else if (action.kind === 'vacate') {
            const open = await db
              .select({ tenantId: bedAssignments.tenantId, bedId: bedAssignments.bedId })
              .from(bedAssignments)
              .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));
            const chosen = open[action.pick % Math.max(open.length, 1)];
            if (chosen) {
              await vacate(db, chosen.tenantId, today);
              freeBeds.push(chosen.bedId);
            }
          } else if (action.kind === 'job') {
            today = plusDays(today, action.days);
            await runBillingJob(job, { today });
          } else if (action.kind === 'deleteRoom' && !propertyDeleted) {
            const room = liveRooms[action.pick % Math.max(liveRooms.length, 1)];
            if (room) {
              const occupied = room.bedIds.some((bedId) => !freeBeds.includes(bedId));
              const outcome = await outcomeOf(deleteRoom(t.app.deps, scope, room.id));
              if (occupied) {
                expect(outcome).toEqual({ statusCode: 409, message: MESSAGES.roomHasOccupiedBeds });
              } else {
                expect(outcome).toBeNull();
                liveRooms.splice(liveRooms.indexOf(room), 1);
                freeBeds.splice(
                  0,
                  freeBeds.length,
                  ...freeBeds.filter((bedId) => !room.bedIds.includes(bedId)),
                );
              }
            }
          } else if (action.kind === 'deleteProperty' && !propertyDeleted) {
            const occupied = liveRooms.some((room) => room.bedIds.some((bedId) => !freeBeds.includes(bedId)));
            const outcome = await outcomeOf(deleteProperty(t.app.deps, scope, propertyId));
            if (occupied) {
              expect(outcome).toEqual({ statusCode: 409, message: MESSAGES.propertyHasOccupiedBeds });
            } else {
              expect(outcome).toBeNull();
              propertyDeleted = true;
              freeBeds.length = 0;
            }
          }

          if (action.kind === 'charge' && tenantIds.length && !propertyDeleted) {
            const tenantId = tenantIds[action.pick % tenantIds.length]!;
            const added = await addCharge(db, scope, admin.id, tenantId, {
              kind: 'OTHER',
              description: 'Fuzz',
              amount: action.paise / 100,
            });
            charged += action.paise;
            if (action.remove) {
              await removeCharge(db, scope, tenantId, added.id);
              charged -= action.paise;
            }
          }

          // After every step: the equalities, from the ledger the test kept.
          const rows = tenantIds.length
            ? await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))
            : [];
          const entries = await db.select().from(payments).where(eq(payments.propertyId, propertyId));
          for (const invoice of rows) {
            const paid = entries
              .filter((entry) => entry.invoiceId === invoice.id)
              .reduce((sum, entry) => sum + entry.amountPaise, 0);
            expect(invoice.paidPaise).toBe(paid);
            expect(paid).toBeGreaterThanOrEqual(0);
            expect(paid).toBeLessThanOrEqual(invoice.totalPaise);
          }
          for (const tenantId of tenantIds) {
            const outstanding = rows
              .filter((invoice) => invoice.tenantId === tenantId)
              .reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
            expect(await tenantDuePaise(db, tenantId)).toBe(outstanding);
          }
          const month = monthBounds(today);
          // deposits are not income (issue 41): the dashboard's collected leaves them out
          const collected = ledger
            .filter((entry) => !entry.deposit && entry.paidAt >= month.start && entry.paidAt <= month.end)
            .reduce((sum, entry) => sum + entry.paise, 0);
          const stats = await statsOf(db, [propertyId], today);
          const bedCount = liveRooms.reduce((sum, room) => sum + room.bedIds.length, 0);
          expect(await bedsInDeleted(db, propertyId)).toEqual([]);
          expect(await liveBedsOf(db, propertyId)).toBe(bedCount);
          expect(stats.totalBeds).toBe(bedCount);
          const onBeds = await db
            .select({ id: bedAssignments.id })
            .from(bedAssignments)
            .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));
          expect(stats.occupiedBeds).toBe(onBeds.length);
          expect(Math.round(stats.collectedAmount * 100)).toBe(collected);
          const due = rows.reduce((sum, invoice) => sum + invoice.totalPaise - invoice.paidPaise, 0);
          expect(Math.round(stats.dueAmount * 100)).toBe(due);
          expect(entries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(
            ledger.reduce((sum, entry) => sum + entry.paise, 0),
          );
          expect(await totalsOffLines(db, tenantIds)).toEqual([]);
          for (const invoice of rows) expect(invoice.totalPaise).toBeGreaterThanOrEqual(0);
          expect(await chargesBilledTwice(db)).toEqual([]);
          const kept = tenantIds.length
            ? await db.select().from(charges).where(inArray(charges.tenantId, tenantIds))
            : [];
          expect(kept.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(charged);
        }
        // The stored status is the rule's, for every invoice the job has looked at today.
        await runBillingJob(job, { today });
        const rows = tenantIds.length
          ? await db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds))
          : [];
        for (const invoice of rows) expect(invoice.status).toBe(invoiceStatus(invoice, today));
      }),
      { numRuns: 12 },
    );
  });
});
