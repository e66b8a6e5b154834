// Issue 41: one status rule, and every reader shows it. At properties with their own due days and
// late fees or none, after every step of random sequences of admissions (moved in today or back to
// 31 days ago), payments, part payments, reversals, moves, rent changes, charges and credits,
// notices, move-outs, days passing without the billing job and runs of it (fast-check), the status the rule gives each
// invoice as of that day is what every reader shows: the tenant's invoice list, the Tenants list
// (its Overdue mark, its overdue filter, what is due), Dues (its overdue filter and totals), the
// Occupancy grid, the stats' due amount and the invoices CSV. The stored status is a cache whose
// PAID half is exact; the sum of the ledger is the sum of the payments acknowledged.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { INVOICE_STATUS_LABELS } from '@pgportal/contracts/enums';
import { bedAssignments, invoices, payments, properties, type InvoiceRow } from '../src/db/schema';
import { assignTenant } from '../src/services/beds/write';
import { plusDays } from '../src/services/calendar';
import { exportCsv } from '../src/services/exports/csv';
import { readOccupancy } from '../src/services/occupancy/read';
import { duesTotals, listDues } from '../src/services/payments/dues';
import { runBillingJob } from '../src/services/payments/job/run';
import { listTenantInvoices } from '../src/services/payments/read';
import { statsOf } from '../src/services/payments/stats';
import { invoiceStatus, outstandingPaise } from '../src/services/payments/status';
import { listTenants } from '../src/services/tenants/list';
import { moveTenant } from '../src/services/moves/move';
import { changeRent } from '../src/services/moves/rents-write';
import { recordNotice } from '../src/services/notices/write';
import { addCharge } from '../src/services/payments/charges';
import { HttpError } from '../src/errors';
import { vacate } from './billing-fixtures';
import { csvStatuses, sorted, sum } from './status-readers-fixtures';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { payPartOf, reverseOnePayment } from './money-steps';
import { adminOf, freeBeds } from './moves-fixtures';

type Step =
  | { kind: 'admit'; daysBack: number; rent: number; advance: number }
  | { kind: 'pay'; pick: number; part: number | null }
  | { kind: 'reverse'; pick: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'move' | 'rent' | 'charge' | 'notice'; pick: number; amount: number; prorate: boolean }
  | { kind: 'days'; days: number }
  | { kind: 'job' };

const rupees = fc.integer({ min: 100, max: 2_000_000 }).map((paise) => paise / 100);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('admit' as const),
      daysBack: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 31 })),
      rent: rupees,
      advance: fc.oneof(fc.constant(0), rupees),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      part: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('move' as const, 'rent' as const, 'charge' as const, 'notice' as const),
      pick: fc.nat(),
      amount: rupees,
      prorate: fc.boolean(),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 40 }) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('job' as const) }), weight: 2 },
);

/** the property's due days, and whether a flat late fee is charged the day after the due date */
const setting = fc.record({ dueDays: fc.integer({ min: 0, max: 10 }), lateFee: fc.boolean() });

describe.each(databases)('every reader shows the status rule on $name', (database) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  it('after every step of random sequences', async () => {
    const { db } = t.database;
    const { scope: adminScope, actorId } = await adminOf(db);
    const job = { db, mailer: t.app.deps.mailer, config: t.config };

    await fc.assert(
      fc.asyncProperty(setting, fc.array(step, { minLength: 4, maxLength: 12 }), async (terms, steps) => {
        run += 1;
        const propertyId = await addProperty(db, `Status PG ${run}`);
        await db
          .update(properties)
          .set({
            invoiceDueDays: terms.dueDays,
            ...(terms.lateFee
              ? { lateFeePolicy: 'FLAT' as const, lateFeeAmountPaise: 5_000, lateFeeSince: '2026-01-01' }
              : {}),
          })
          .where(eq(properties.id, propertyId));
        const scope = { ...adminScope, currentPropertyId: propertyId };
        const free = await freeBeds(db, propertyId, 3);
        const tenantIds: string[] = [];
        /** the model: every ledger entry acknowledged to the caller */
        const acknowledged: number[] = [];
        let today = '2026-03-20';

        const invoicesOfRun = async (): Promise<InvoiceRow[]> =>
          tenantIds.length ? db.select().from(invoices).where(inArray(invoices.tenantId, tenantIds)) : [];

        for (const action of steps) {
          if (action.kind === 'admit' && free.length) {
            const tenantId = await addTenant(db, `status-${run}-${tenantIds.length}@example.com`, propertyId);
            const bed = free.pop()!;
            await assignTenant(
              db,
              scope,
              actorId,
              {
                tenantId,
                roomId: bed.roomId,
                bedId: bed.bedId,
                rentAmount: action.rent,
                mealIncluded: false,
                mealCost: 0,
                collectAdvance: action.advance > 0,
                advanceAmount: action.advance,
                movedInOn: plusDays(today, -action.daysBack),
              },
              today,
            );
            tenantIds.push(tenantId);
          } else if (action.kind === 'pay') {
            const open = (await invoicesOfRun()).filter((invoice) => invoice.paidPaise < invoice.totalPaise);
            const invoice = open[action.pick % Math.max(open.length, 1)];
            if (invoice) acknowledged.push(await payPartOf(db, scope, invoice, action.part, today));
          } else if (action.kind === 'reverse') {
            const where = eq(payments.propertyId, propertyId);
            const entry = await reverseOnePayment(db, scope, where, action.pick, today);
            if (entry) acknowledged.push(-entry.amountPaise);
          } else if (action.kind === 'vacate') {
            const open = await db
              .select({
                tenantId: bedAssignments.tenantId,
                bedId: bedAssignments.bedId,
                roomId: bedAssignments.roomId,
              })
              .from(bedAssignments)
              .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));
            const chosen = open[action.pick % Math.max(open.length, 1)];
            if (chosen) {
              await vacate(db, chosen.tenantId, today);
              free.push({ bedId: chosen.bedId, roomId: chosen.roomId });
            }
          } else if ('amount' in action && tenantIds.length) {
            // a staff change to a seated tenant's terms; a refusal (4xx: e.g. a notice already given) changes nothing
            const tenantId = tenantIds[action.pick % tenantIds.length]!;
            const { amount, prorate } = action;
            const bed = free.at(-1);
            try {
              if (action.kind === 'move' && bed) {
                // the bed the move frees: the tenant's seat before it (after two moves in one day,
                // more than one of their rows ends today)
                const [seat] = await db
                  .select({ bedId: bedAssignments.bedId, roomId: bedAssignments.roomId })
                  .from(bedAssignments)
                  .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
                await moveTenant(
                  db,
                  scope,
                  actorId,
                  tenantId,
                  { bedId: bed.bedId, rent: amount, mealCost: 0, prorate },
                  today,
                );
                free.pop();
                if (seat) free.push(seat);
              } else if (action.kind === 'rent') {
                await changeRent(db, scope, actorId, tenantId, { rent: amount, mealCost: 0 }, today);
              } else if (action.kind === 'charge') {
                const credit = prorate ? -1 : 1; // a credit (meal credits and the like) or a charge
                await addCharge(db, scope, actorId, tenantId, {
                  kind: 'OTHER',
                  description: 'Fan',
                  amount: credit * amount,
                });
              } else if (action.kind === 'notice') {
                const notice = { noticeDate: today, moveOutDate: plusDays(today, 1 + (action.pick % 40)) };
                await recordNotice(db, scope, { kind: 'STAFF', staffId: actorId }, tenantId, notice, today);
              }
            } catch (error) {
              if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            }
          } else if (action.kind === 'days') {
            // days pass without the billing job: nothing stored changes, every reader must still follow
            today = plusDays(today, action.days);
          } else if (action.kind === 'job') {
            await runBillingJob(job, { today, reminders: false });
          }

          // After every step: the rule as of today, and what each reader shows.
          const rows = await invoicesOfRun();
          const statusOf = new Map(rows.map((row) => [row.id, invoiceStatus(row, today)]));
          const ofTenant = (tenantId: string) => rows.filter((row) => row.tenantId === tenantId);
          const overdueTenants = new Set(
            tenantIds.filter((id) => ofTenant(id).some((row) => statusOf.get(row.id) === 'OVERDUE')),
          );
          const owingTenants = new Set(
            tenantIds.filter((id) => ofTenant(id).some((row) => statusOf.get(row.id) !== 'PAID')),
          );
          const owed = (of: InvoiceRow[]) =>
            sum(of.filter((row) => statusOf.get(row.id) !== 'PAID').map(outstandingPaise));

          // the stored status is a cache whose PAID half is exact
          for (const row of rows) expect(row.status === 'PAID').toBe(statusOf.get(row.id) === 'PAID');

          // a tenant's invoice list
          for (const tenantId of tenantIds) {
            const page = await listTenantInvoices(db, scope, tenantId, today);
            expect(new Map(page.rows.map((invoice) => [invoice._id, invoice.status]))).toEqual(
              new Map(ofTenant(tenantId).map((row) => [row.id, statusOf.get(row.id)])),
            );
          }

          // the Tenants list: the Overdue mark, what is due, and the overdue filter
          const listed = (await listTenants(db, scope, {}, today)).rows.filter((row) =>
            tenantIds.includes(row.id),
          );
          expect(listed).toHaveLength(tenantIds.length);
          for (const row of listed) {
            expect(row.overdue === true).toBe(overdueTenants.has(row.id));
            expect(Number(row.duePaise)).toBe(owed(ofTenant(row.id)));
          }
          const filtered = (await listTenants(db, scope, { overdue: 'true' }, today)).rows;
          expect(sorted(filtered.map((row) => row.id).filter((id) => tenantIds.includes(id)))).toEqual(
            sorted(overdueTenants),
          );

          // Dues: who owes, who is overdue, and the totals
          const dues = await listDues(db, scope, { limit: 100 }, today);
          expect(sorted(dues.rows.map((row) => row.tenant_id))).toEqual(sorted(owingTenants));
          const overdueDues = await listDues(db, scope, { limit: 100, overdue: 'true' }, today);
          expect(sorted(overdueDues.rows.map((row) => row.tenant_id))).toEqual(sorted(overdueTenants));
          const totals = await duesTotals(db, scope, today);
          expect(totals.outstandingPaise).toBe(owed(rows));
          expect(totals.overduePaise).toBe(
            sum(rows.filter((row) => statusOf.get(row.id) === 'OVERDUE').map(outstandingPaise)),
          );

          // the Occupancy grid: each occupant's overdue mark, at once (not after the hourly job)
          const grid = await readOccupancy(db, propertyId, today);
          for (const bed of grid.floors.flatMap((floor) => floor.rooms.flatMap((room) => room.beds))) {
            if (!bed.tenant) continue;
            expect(bed.overdue).toBe(overdueTenants.has(bed.tenant._id));
            expect(bed.state === 'OVERDUE').toBe(overdueTenants.has(bed.tenant._id));
          }

          // the stats' due amount
          const stats = await statsOf(db, [propertyId], today);
          expect(Math.round(stats.dueAmount * 100)).toBe(owed(rows));

          // the invoices CSV
          const csv = await csvStatuses(exportCsv(db, 'invoices', { propertyIds: [propertyId], today }));
          expect(csv).toEqual(
            new Map(rows.map((row) => [row.invoiceId, INVOICE_STATUS_LABELS[statusOf.get(row.id)!]])),
          );

          // the ledger is the payments acknowledged
          const ledger = await db.select().from(payments).where(eq(payments.propertyId, propertyId));
          expect(sum(ledger.map((entry) => entry.amountPaise))).toBe(sum(acknowledged));
          for (const row of rows) {
            const paid = sum(
              ledger.filter((entry) => entry.invoiceId === row.id).map((entry) => entry.amountPaise),
            );
            expect(row.paidPaise).toBe(paid);
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
