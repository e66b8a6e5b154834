// The split of a period's electricity cost (issue 25): each tenant's days in the room inside the
// period, and their share in proportion, in whole paise summing exactly to the cost (largest
// remainder). Pure functions: the service reads the stays and writes the shares.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { plusDays } from '../calendar';

/** A stay in the room: from its start (the arrival day, counted) to its end (the leaving day, not counted). */
export interface Stay {
  tenantId: string;
  startDate: string;
  /** null while open */
  endDate: string | null;
}

export interface Period {
  /** both included, YYYY-MM-DD */
  start: string;
  end: string;
}

/**
 * Days each tenant stayed inside the period, arrival day included, leaving day not (a move on day D
 * counts D in the new room). A tenant with several stays adds them up; no days, no entry.
 */
export function daysStayed(period: Period, stays: readonly Stay[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const stay of stays) {
    const from = stay.startDate > period.start ? stay.startDate : period.start;
    // the last night inside the period: the day before the leaving day, at most the period's end
    const lastNight = stay.endDate === null ? period.end : minDay(period.end, dayBefore(stay.endDate));
    if (lastNight < from) continue;
    const count = daysBetween(from, lastNight) + 1;
    days.set(stay.tenantId, (days.get(stay.tenantId) ?? 0) + count);
  }
  return days;
}

const minDay = (a: string, b: string) => (a < b ? a : b);
const dayBefore = (day: string) => plusDays(day, -1);

/** Days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string) =>
  differenceInCalendarDays(parseISO(to), parseISO(from));

/**
 * `costPaise` split in proportion to `days` (tenant -> days): floor of each exact share, then the
 * paise left over one each to the largest fractions (ties: the earlier tenant id). The shares sum to
 * the cost exactly and each is within one paisa of its exact proportion. No days at all: no shares.
 */
export function splitCost(costPaise: number, days: ReadonlyMap<string, number>): Map<string, number> {
  const entries = [...days.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => (a < b ? -1 : 1));
  const totalDays = entries.reduce((sum, [, count]) => sum + count, 0);
  const shares = new Map<string, number>();
  if (totalDays === 0) return shares;
  const cost = BigInt(costPaise);
  const total = BigInt(totalDays);
  const fractions: Array<{ tenantId: string; fraction: bigint }> = [];
  let given = 0n;
  for (const [tenantId, count] of entries) {
    const exact = cost * BigInt(count);
    const floor = exact / total;
    shares.set(tenantId, Number(floor));
    fractions.push({ tenantId, fraction: exact % total });
    given += floor;
  }
  let left = Number(cost - given);
  fractions.sort((a, b) => (a.fraction === b.fraction ? 0 : a.fraction > b.fraction ? -1 : 1));
  for (const { tenantId } of fractions) {
    if (left === 0) break;
    shares.set(tenantId, shares.get(tenantId)! + 1);
    left -= 1;
  }
  return shares;
}
