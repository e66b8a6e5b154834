// A tenant's rent schedule (rent_changes) and billing periods: which rent a period's RENT invoice
// uses, the period a day falls in, and the pro-rating of a move. Money in paise; days YYYY-MM-DD.
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rentChanges, type RentChangeRow } from '../../db/schema';
import { monthlyPeriod, plusDays } from '../calendar';

export type Period = { start: string; end: string };

/** The billing period `day` falls in, for billing periods that start on `billingStart`. */
export function periodOn(billingStart: string, day: string): Period {
  const moveInDay = Number(billingStart.slice(8, 10));
  let period = monthlyPeriod(billingStart, moveInDay);
  while (period.end < day) period = monthlyPeriod(plusDays(period.end, 1), moveInDay);
  return period;
}

/** Whole days from `from` to `to`, both counted (from ≤ to). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The pro-rated share of `differencePaise` for the days from `day` to the period's end (or to
 * `until`, a move-out day inside it): difference × remaining days / days in the period, rounded to
 * the nearest paisa (a half paisa up, on the amount without its sign), so a charge and a credit
 * of the same size round alike.
 */
export function prorate(differencePaise: number, period: Period, day: string, until = period.end): number {
  const remaining = BigInt(daysBetween(day, until));
  const days = BigInt(daysBetween(period.start, period.end));
  const size = BigInt(Math.abs(differencePaise));
  const rounded = Number((2n * size * remaining + days) / (2n * days));
  return differencePaise < 0 ? -rounded : rounded;
}

export type Schedule = Map<string, RentChangeRow[]>;

/** The schedules of these tenants, each sorted by effective date then by when it was written. */
export async function schedulesOf(tx: Executor, tenantIds: string[]): Promise<Schedule> {
  const schedule: Schedule = new Map();
  const unique = [...new Set(tenantIds)];
  for (let index = 0; index < unique.length; index += 1000) {
    const rows = await tx
      .select()
      .from(rentChanges)
      .where(inArray(rentChanges.tenantId, unique.slice(index, index + 1000)))
      .orderBy(asc(rentChanges.effectiveDate), asc(rentChanges.createdAt));
    for (const row of rows) {
      const list = schedule.get(row.tenantId);
      if (list) list.push(row);
      else schedule.set(row.tenantId, [row]);
    }
  }
  return schedule;
}

export interface Terms {
  rentPaise: number;
  mealCostPaise: number;
}

/**
 * The terms a period starting on `periodStart` is billed at: the schedule's latest row effective on
 * or before it within the stay that began billing on `billingStart` (rows written before that
 * stay's ASSIGN row belong to an earlier stay), else `fallback` (the assignment's own terms, for
 * rows written before rents had a schedule).
 */
export function termsFor(
  rows: RentChangeRow[] | undefined,
  billingStart: string,
  periodStart: string,
  fallback: Terms,
): Terms {
  const stay = (rows ?? []).filter((row) => row.effectiveDate >= billingStart);
  const began = stay.filter((row) => row.reason === 'ASSIGN' && row.effectiveDate === billingStart).at(-1);
  let terms = fallback;
  for (const row of stay) {
    if (row.effectiveDate > periodStart) break;
    if (began && row.createdAt < began.createdAt) continue;
    terms = row;
  }
  return { rentPaise: terms.rentPaise, mealCostPaise: terms.mealCostPaise };
}

/** The open assignment's columns the schedule needs. */
export interface OpenStay extends Terms {
  id: string;
  tenantId: string;
  startDate: string;
  billingStart: string | null;
  assignedBy: string | null;
}

/**
 * The tenant's schedule for their stay, first giving a stay from before schedules existed its
 * ASSIGN row (its own terms from its billing start), so that a change never rewrites the past.
 */
export async function scheduleOfStay(tx: Executor, stay: OpenStay) {
  const billingStart = stay.billingStart ?? stay.startDate;
  let rows = (await schedulesOf(tx, [stay.tenantId])).get(stay.tenantId) ?? [];
  if (!rows.some((row) => row.effectiveDate >= billingStart)) {
    await tx.insert(rentChanges).values({
      tenantId: stay.tenantId,
      assignmentId: stay.id,
      effectiveDate: billingStart,
      rentPaise: stay.rentPaise,
      mealCostPaise: stay.mealCostPaise,
      reason: 'ASSIGN',
      changedBy: stay.assignedBy,
    });
    rows = (await schedulesOf(tx, [stay.tenantId])).get(stay.tenantId) ?? [];
  }
  return { billingStart, rows };
}
