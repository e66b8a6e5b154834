// Issue 25, the money equalities of electricity after every step of random sequences of readings
// and corrections over random stays (fast-check), on both databases: each period's shares and its
// unbilled part sum exactly to units × rate, each share is within one paisa of the exact
// proportion of the days stayed (counted here day by day), and the pending ELECTRICITY charges
// are exactly the shares (a correction leaves none of the old ones).
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { charges, electricityShares, meterReadings, properties } from '../src/db/schema';
import { staffScope } from '../src/services/access';
import { plusDays } from '../src/services/calendar';
import { addMeterReading, correctMeterReading } from '../src/services/electricity/record';
import { findStaff } from '../src/services/users/read';
import { userId } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';
import { meteredRoom, stay, tenantOf } from './electricity-fixtures';

const FIRST_DAY = '2026-06-01';
type Stay = { tenant: number; from: number; to: number | null };
type Step = { kind: 'read' | 'correct'; gap: number; units: number };

/** Up to 3 tenants, each on their own bed, each with up to 2 stays one after the other. */
const staysArbitrary: fc.Arbitrary<Stay[]> = fc
  .array(
    fc.record({
      first: fc.integer({ min: 0, max: 120 }),
      length: fc.integer({ min: 0, max: 60 }),
      pause: fc.integer({ min: 0, max: 30 }),
      second: fc.option(fc.integer({ min: 0, max: 90 }), { nil: null }),
      open: fc.boolean(),
    }),
    { maxLength: 3 },
  )
  .map((tenants) =>
    tenants.flatMap((plan, tenant) => {
      const firstEnd = plan.first + plan.length;
      if (plan.second === null) return [{ tenant, from: plan.first, to: plan.open ? null : firstEnd }];
      const secondStart = firstEnd + plan.pause;
      return [
        { tenant, from: plan.first, to: firstEnd },
        { tenant, from: secondStart, to: plan.open ? null : secondStart + plan.second },
      ];
    }),
  );

const steps: fc.Arbitrary<Step[]> = fc.array(
  fc.record({
    kind: fc.constantFrom('read' as const, 'read' as const, 'correct' as const),
    gap: fc.integer({ min: 1, max: 45 }),
    units: fc.integer({ min: 0, max: 900 }),
  }),
  { minLength: 1, maxLength: 6 },
);

const dayOf = (offset: number) => plusDays(FIRST_DAY, offset);

describe.each(databases)('electricity equalities on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  it('splits every period exactly, within a paisa of each proportion, charges equal to shares', async () => {
    const db = t.database.db;
    const scope = staffScope((await findStaff(db, await userId(db, 'admin@example.com')))!);
    await fc.assert(
      fc.asyncProperty(
        staysArbitrary,
        steps,
        fc.integer({ min: 1, max: 2500 }),
        async (plan, sequence, rate) => {
          const { propertyId, room } = await meteredRoom(t, admin, rate);
          const tenantIds: string[] = [];
          for (let index = 0; index < 3; index += 1)
            tenantIds.push((await tenantOf(t, propertyId, `T${index}`)).id);
          for (const s of plan) {
            await stay(
              t,
              propertyId,
              room,
              s.tenant,
              tenantIds[s.tenant]!,
              dayOf(s.from),
              s.to === null ? null : dayOf(s.to),
            );
          }
          let day = 0;
          let meter = 0;
          await addMeterReading(
            t.app.deps,
            scope,
            scope.actorId,
            room.roomId,
            { readingDate: dayOf(day), reading: meter },
            null,
            '2026-12-31',
          );
          let lastDay = 0;
          let lastMeter = 0;
          for (const step of sequence) {
            if (step.kind === 'correct' && day > 0) {
              const ids = { roomId: room.roomId, readingId: (await latestOf(room.roomId)).id };
              meter = lastMeter + step.units;
              await correctMeterReading(
                t.app.deps,
                scope,
                scope.actorId,
                ids,
                { readingDate: dayOf(day), reading: meter },
                null,
                '2026-12-31',
              );
            } else {
              lastDay = day;
              lastMeter = meter;
              day += step.gap;
              meter += step.units;
              await addMeterReading(
                t.app.deps,
                scope,
                scope.actorId,
                room.roomId,
                { readingDate: dayOf(day), reading: meter },
                null,
                '2026-12-31',
              );
            }
            await checkPeriod(
              room.roomId,
              plan,
              tenantIds,
              { from: lastDay + 1, to: day },
              (meter - lastMeter) * rate,
            );
          }
          await checkChargesAreShares(tenantIds);
        },
      ),
      { numRuns: 10 },
    );
    await db.update(properties).set({ roomsHaveMeters: false });
  });

  async function latestOf(roomId: string) {
    const rows = await t.database.db.select().from(meterReadings).where(eq(meterReadings.roomId, roomId));
    return rows.sort((a, b) => (a.readingDate < b.readingDate ? 1 : -1))[0]!;
  }

  /** The latest period's shares against a day-by-day count of the stays. */
  async function checkPeriod(
    roomId: string,
    plan: Stay[],
    tenantIds: string[],
    period: { from: number; to: number },
    costPaise: number,
  ) {
    const latest = await latestOf(roomId);
    expect(latest.costPaise).toBe(costPaise);
    const days = new Map<string, number>();
    for (let offset = period.from; offset <= period.to; offset += 1) {
      for (const s of plan) {
        if (s.from <= offset && (s.to === null || offset < s.to)) {
          const id = tenantIds[s.tenant]!;
          days.set(id, (days.get(id) ?? 0) + 1);
        }
      }
    }
    const total = [...days.values()].reduce((sum, count) => sum + count, 0);
    const shares = await t.database.db
      .select()
      .from(electricityShares)
      .where(eq(electricityShares.readingId, latest.id));
    expect(new Map(shares.map((share) => [share.tenantId, share.days]))).toEqual(days);
    const sum = shares.reduce((acc, share) => acc + share.sharePaise, 0);
    expect(sum + latest.unbilledPaise).toBe(costPaise);
    expect(latest.unbilledPaise).toBe(total === 0 ? costPaise : 0);
    for (const share of shares) {
      expect(Math.abs(share.sharePaise * total - costPaise * share.days)).toBeLessThan(total);
    }
  }

  /** Every pending ELECTRICITY charge of these tenants is one share's, of the same amount; every share over 0 has one. */
  async function checkChargesAreShares(tenantIds: string[]) {
    const db = t.database.db;
    const pending = await db
      .select()
      .from(charges)
      .where(and(inArray(charges.tenantId, tenantIds), eq(charges.kind, 'ELECTRICITY')));
    const shares = await db
      .select()
      .from(electricityShares)
      .where(inArray(electricityShares.tenantId, tenantIds));
    expect(pending.map((charge) => [charge.id, charge.amountPaise]).sort()).toEqual(
      shares
        .filter((share) => share.sharePaise > 0)
        .map((share) => [share.chargeId, share.sharePaise])
        .sort(),
    );
  }
});
