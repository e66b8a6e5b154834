// The billing job's issuing: each open assignment's monthly RENT invoices up to today, through the
// one issuer (payments/invoices.ts, in batches: one number reservation per year). Idempotent: one
// RENT invoice per tenant and period (a unique index).
// Periods run from the assignment's billingStart (the original move-in day, kept across moves);
// each period's rent and meals come from the tenant's rent schedule (a line each), and the first
// takes the tenant's pending charges. A standing notice ends the periods at its move-out date: no
// RENT for a period that starts after it, and the last one pro-rated to it (notices/last-period.ts).
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bedAssignments, invoices, tenantNotices, tenants } from '../../../db/schema';
import { monthlyPeriod, plusDays } from '../../calendar';
import { issueInvoices, rentLines } from '../invoices';
import { termsToMoveOut } from '../../notices/last-period';
import { schedulesOf, termsFor } from '../rent-schedule';
import { takeCharges, type IssuedRent } from '../take-charges';
import { recordGst } from '../../taxes/gst-record';

interface NewRent {
  tenantId: string;
  propertyId: string;
  assignmentId: string;
  periodStart: string;
  periodEnd: string;
  rentPaise: number;
  mealCostPaise: number;
  /** the last period of a notice: its days, e.g. '2027-01-05 to 2027-01-20' (pro-rated) */
  prorated: string | null;
}

/** The billing periods of an assignment from `after` (exclusive; null: from the start) to today. */
export function periodsDue(startDate: string, lastPeriodStart: string | null, today: string) {
  const moveInDay = Number(startDate.slice(8, 10));
  const due: Array<{ start: string; end: string }> = [];
  let start =
    lastPeriodStart === null ? startDate : plusDays(monthlyPeriod(lastPeriodStart, moveInDay).end, 1);
  while (start <= today) {
    const period = monthlyPeriod(start, moveInDay);
    due.push(period);
    start = plusDays(period.end, 1);
  }
  return due;
}

/** The first day of an assignment's billing periods (startDate on rows from before moves). */
const billingStart = sql<string>`coalesce(${bedAssignments.billingStart}, ${bedAssignments.startDate})`;

/** The RENT invoices open assignments (or one tenant's) are owed up to today. */
async function rentsDue(tx: Executor, today: string, tenantId?: string): Promise<NewRent[]> {
  const lastPeriod = sql<string | null>`(
    select max(${invoices.periodStart}) from ${invoices}
    where ${invoices.tenantId} = ${bedAssignments.tenantId} and ${invoices.type} = 'RENT'
      and ${invoices.periodStart} >= ${billingStart})`;
  const open = await tx
    .select({
      assignmentId: bedAssignments.id,
      tenantId: bedAssignments.tenantId,
      propertyId: bedAssignments.propertyId,
      billingStart,
      rentPaise: bedAssignments.rentPaise,
      mealCostPaise: bedAssignments.mealCostPaise,
      lastPeriod,
      moveOutDate: tenantNotices.moveOutDate,
    })
    .from(bedAssignments)
    .innerJoin(tenants, eq(tenants.id, bedAssignments.tenantId))
    .leftJoin(
      tenantNotices,
      and(
        eq(tenantNotices.tenantId, bedAssignments.tenantId),
        isNull(tenantNotices.withdrawnAt),
        isNull(tenantNotices.completedAt),
      ),
    )
    .where(
      and(
        isNull(bedAssignments.endDate),
        isNull(tenants.deletedAt),
        lte(bedAssignments.startDate, today),
        tenantId ? eq(bedAssignments.tenantId, tenantId) : undefined,
      ),
    );
  const due = open.flatMap((row) => {
    const start = String(row.billingStart).slice(0, 10);
    const moveOut = row.moveOutDate ? String(row.moveOutDate).slice(0, 10) : null;
    return periodsDue(start, row.lastPeriod ? String(row.lastPeriod).slice(0, 10) : null, today)
      .filter((period) => moveOut === null || period.start <= moveOut)
      .map((period) => ({ row, start, period, moveOut }));
  });
  const schedules = await schedulesOf(
    tx,
    due.map(({ row }) => row.tenantId),
  );
  return due.map(({ row, start, period, moveOut }) => {
    const terms = termsFor(schedules.get(row.tenantId), start, period.start, {
      rentPaise: Number(row.rentPaise),
      mealCostPaise: Number(row.mealCostPaise),
    });
    const last = moveOut !== null && moveOut < period.end;
    return {
      tenantId: row.tenantId,
      propertyId: row.propertyId,
      assignmentId: row.assignmentId,
      periodStart: period.start,
      // the last period, pro-rated: it ends on the move-out day
      periodEnd: last ? moveOut : period.end,
      ...termsToMoveOut(terms, period, moveOut),
      prorated: last ? `${period.start} to ${moveOut}, of ${period.start} to ${period.end}` : null,
    };
  });
}

async function issueRents(tx: Executor, rents: NewRent[], today: string, dueFrom?: string): Promise<number> {
  if (!rents.length) return 0;
  // numbered by period, then tenant
  rents.sort((a, b) => a.periodStart.localeCompare(b.periodStart) || a.tenantId.localeCompare(b.tenantId));
  const batch = rents.map(({ rentPaise, mealCostPaise, prorated, ...rent }) => ({
    ...rent,
    type: 'RENT' as const,
    invoiceDate: rent.periodStart,
    dueFrom,
    lines: rentLines(rentPaise, mealCostPaise, prorated),
  }));
  const lineCounts = new Map(
    batch.map((rent) => [`${rent.tenantId} ${rent.periodStart}`, rent.lines.length]),
  );
  const made = await issueInvoices(tx, batch, { today, skipIssued: true });
  const issued: IssuedRent[] = made.map((invoice) => ({
    ...invoice,
    lineCount: lineCounts.get(`${invoice.tenantId} ${invoice.periodStart}`)!,
  }));
  await takeCharges(tx, issued, today);
  // a GST-registered property's invoices: tax invoice or bill of supply, as they now stand
  await recordGst(
    tx,
    issued.map((invoice) => invoice.id),
  );
  return issued.length;
}

/**
 * Issues every RENT invoice open assignments are owed up to `today` (inside the job's
 * transaction), or only one tenant's (inside the transaction of their assignment or move).
 * `dueFrom`: the day their due days count from when later than a period's start (a back-dated
 * admission's day of entry); absent, each is due its due days after its period's start.
 */
export async function issueDueRents(
  tx: Executor,
  today: string,
  tenantId?: string,
  dueFrom?: string,
): Promise<number> {
  return issueRents(tx, await rentsDue(tx, today, tenantId), today, dueFrom);
}

/**
 * The RENT lines one tenant will still be billed for the periods up to `until` not billed yet, as
 * the issuing above will bill them (the same periods, terms and last-period pro-rating): the exit
 * statement shows them as projected lines (issue 41).
 */
export async function rentLinesToBill(tx: Executor, tenantId: string, until: string) {
  return (await rentsDue(tx, until, tenantId)).flatMap((rent) =>
    rentLines(rent.rentPaise, rent.mealCostPaise, rent.prorated).map((line) => ({
      periodStart: rent.periodStart,
      periodEnd: rent.periodEnd,
      description: line.description,
      amountPaise: line.amountPaise,
    })),
  );
}
