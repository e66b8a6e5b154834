// The world of the GST sequence tests (gst-invariants, gstr1-invariants): a GST-registered property
// of 4 beds per fast-check run, and random steps through the real services: admissions at any rent
// and meals, notices given and withdrawn, moves to another bed at a new rent (pro-rated), stays
// ended, charges and credits, and billing job runs.
// Each test checks its own equalities; `leave` ends the run's stays so later runs' jobs bill only
// their own property (the work per run stays the same).
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import fc from 'fast-check';
import { gstinCheckCharacter } from '@pgportal/contracts/schemas';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { bedAssignments, invoices, tenantNotices } from '../src/db/schema';
import { HttpError } from '../src/errors';
import type { Mailer } from '../src/mail/mailer';
import type { AccessScope } from '../src/services/access';
import { plusDays } from '../src/services/calendar';
import { moveTenant } from '../src/services/moves/move';
import { withdrawNotice } from '../src/services/notices/write';
import { addCharge } from '../src/services/payments/charges';
import { runBillingJob } from '../src/services/payments/job/run';
import { addBeds, assign, vacate } from './billing-fixtures';
import { addRegisteredProperty, addTenant } from './fixtures';

export type GstStep =
  | { kind: 'assign'; rent: number; meals: number }
  | { kind: 'notice'; pick: number; days: number }
  | { kind: 'withdraw'; pick: number }
  | { kind: 'move'; pick: number; rent: number }
  | { kind: 'vacate'; pick: number }
  | { kind: 'charge'; pick: number; paise: number }
  | { kind: 'job'; days: number };

// mostly within the ₹20,000 limit, sometimes above it (₹1 to ₹30,000 a month)
const rupees = fc
  .oneof(
    { arbitrary: fc.integer({ min: 200_000, max: 1_500_000 }), weight: 3 },
    { arbitrary: fc.integer({ min: 100, max: 3_000_000 }), weight: 1 },
  )
  .map((paise) => paise / 100);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight });

/** The steps; `charges: false` leaves out charges and credits. */
export function gstSteps({ charges }: { charges: boolean }): fc.Arbitrary<GstStep> {
  const charge = weighted(
    1,
    fc.record({
      kind: fc.constant('charge' as const),
      pick: fc.nat(),
      paise: fc.integer({ min: -2_000_000, max: 1_000_000 }).filter((paise) => paise !== 0),
    }),
  );
  return fc.oneof(
    weighted(
      3,
      fc.record({
        kind: fc.constant('assign' as const),
        rent: rupees,
        meals: fc.oneof(
          fc.constant(0),
          rupees.map((value) => Math.round(value * 30) / 100),
        ),
      }),
    ),
    weighted(
      2,
      fc.record({
        kind: fc.constant('notice' as const),
        pick: fc.nat(),
        days: fc.integer({ min: 1, max: 150 }),
      }),
    ),
    weighted(1, fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() })),
    weighted(1, fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), rent: rupees })),
    weighted(2, fc.record({ kind: fc.constant('vacate' as const), pick: fc.nat() })),
    ...(charges ? [charge] : []),
    weighted(3, fc.record({ kind: fc.constant('job' as const), days: fc.integer({ min: 0, max: 60 }) })),
  );
}

/** Runs a service call; a refusal (4xx) is part of the random world: false. */
async function refusalsAside(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return false;
    throw error;
  }
}

/** The invoices that bill a stay's rent, each with a GST record: RENT, and a stay's ADJUSTMENT. */
export const rentInvoicesOf = (db: Db, tenantIds: string[]) =>
  tenantIds.length
    ? db
        .select()
        .from(invoices)
        .where(
          and(
            inArray(invoices.tenantId, tenantIds),
            or(
              eq(invoices.type, 'RENT'),
              and(eq(invoices.type, 'ADJUSTMENT'), isNotNull(invoices.assignmentId)),
            ),
          ),
        )
    : Promise.resolve([]);

/** A run's first day: mid-year, or weeks before a financial year ends (31 March). */
export const firstDay = fc.constantFrom('2026-06-01', '2027-02-20');

export interface GstWorldDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** who adds charges */
  staff: { id: string; scope: AccessScope };
}

/** A late fee of ₹40 a day from the third day after the due date, up to ₹100: three lines an invoice. */
const LATE_FEES = {
  lateFeePolicy: 'PER_DAY',
  lateFeeAmountPaise: 4_000,
  lateFeeGraceDays: 2,
  lateFeeCapPaise: 10_000,
} as const;

/**
 * A registered property for run `run` (its own GSTIN, hence its own series) from `start`; with
 * `lateFees`, its overdue invoices take late fees (LATE_FEES).
 */
export async function openGstWorld(
  deps: GstWorldDeps,
  run: number,
  start: string,
  { lateFees = false } = {},
) {
  const { db } = deps;
  const first14 = `29AAGCB${String(run).padStart(4, '0')}J1Z`;
  const gstin = first14 + gstinCheckCharacter(first14);
  const propertyId = await addRegisteredProperty(db, `GST PG ${run}`, {
    gstin,
    gstLegalName: `GST PG ${run} LLP`,
    ...(lateFees ? LATE_FEES : {}),
  });
  const freeBeds = await addBeds(db, propertyId, 4);
  const tenantIds: string[] = [];
  let today = start;
  const staying = () =>
    db
      .select({ tenantId: bedAssignments.tenantId, bedId: bedAssignments.bedId })
      .from(bedAssignments)
      .where(and(eq(bedAssignments.propertyId, propertyId), isNull(bedAssignments.endDate)));

  async function apply(action: GstStep) {
    const open = await staying();
    const chosen = (pick: number) => open[pick % Math.max(open.length, 1)];
    if (action.kind === 'assign' && freeBeds.length) {
      const tenantId = await addTenant(db, `gst-fuzz-${run}-${tenantIds.length}@example.com`, propertyId);
      tenantIds.push(tenantId);
      await assign(db, { tenantId, bedId: freeBeds.pop()!, startDate: today, ...action });
    } else if (action.kind === 'notice' && chosen(action.pick)) {
      const { tenantId } = chosen(action.pick)!;
      const standing = await db
        .select()
        .from(tenantNotices)
        .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.withdrawnAt)));
      if (!standing.length)
        await db.insert(tenantNotices).values({
          tenantId,
          propertyId,
          noticeDate: today,
          moveOutDate: plusDays(today, action.days),
          givenBy: 'STAFF',
        });
    } else if (action.kind === 'withdraw' && chosen(action.pick)) {
      // the service (a last period billed to the move-out day is billed in full again); none
      // standing or too late is its refusal, not a fault
      await refusalsAside(withdrawNotice(db, deps.staff.scope, chosen(action.pick)!.tenantId, today));
    } else if (action.kind === 'move' && chosen(action.pick) && freeBeds.length) {
      const { tenantId, bedId } = chosen(action.pick)!;
      const to = freeBeds.pop()!;
      const moved = await refusalsAside(
        moveTenant(
          db,
          deps.staff.scope,
          deps.staff.id,
          tenantId,
          { bedId: to, rent: action.rent, mealCost: 0, prorate: true },
          today,
        ),
      );
      freeBeds.push(moved ? bedId : to);
    } else if (action.kind === 'vacate' && chosen(action.pick)) {
      const { tenantId, bedId } = chosen(action.pick)!;
      await vacate(db, tenantId, today);
      await db
        .update(tenantNotices)
        .set({ completedAt: new Date() })
        .where(and(eq(tenantNotices.tenantId, tenantId), isNull(tenantNotices.withdrawnAt)));
      freeBeds.push(bedId);
    } else if (action.kind === 'charge' && tenantIds.length) {
      await addCharge(db, deps.staff.scope, deps.staff.id, tenantIds[action.pick % tenantIds.length]!, {
        kind: 'OTHER',
        description: 'Fuzz',
        amount: action.paise / 100,
      });
    } else if (action.kind === 'job') {
      today = plusDays(today, action.days);
      await runBillingJob(deps, { today, reminders: false });
    }
  }

  return {
    gstin,
    propertyId,
    tenantIds,
    today: () => today,
    apply,
    /** ends the run's stays on its last day */
    leave: async () => {
      for (const { tenantId } of await staying()) await vacate(db, tenantId, today);
    },
  };
}
