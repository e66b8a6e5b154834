// Calendar days in the portal's time zone (Asia/Kolkata), as YYYY-MM-DD strings. Billing days,
// month ends and due dates go through date-fns, never by hand.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';

export const TIME_ZONE = 'Asia/Kolkata';

// Busy routes ask for today on every request, and formatting a moment in a time zone cost more
// than the rest of GET /stats/: the day is kept until the moment it ends.
let current = { value: '', from: 0, until: 0 };

/** Today in India, e.g. '2026-11-23' (of `now`, else of this moment). */
export function today(now?: Date): string {
  if (now) return format(new TZDate(now, TIME_ZONE), 'yyyy-MM-dd');
  const moment = Date.now();
  if (moment < current.from || moment >= current.until) {
    const zoned = new TZDate(moment, TIME_ZONE);
    const value = format(zoned, 'yyyy-MM-dd');
    current = { value, from: startOfDay(zoned).getTime(), until: startOfDay(addDays(zoned, 1)).getTime() };
  }
  return current.value;
}

const day = (iso: string) => parseISO(iso);
const iso = (date: Date) => format(date, 'yyyy-MM-dd');

export const plusDays = (date: string, days: number) => iso(addDays(day(date), days));

/**
 * The billing period that starts on the billing day `start` and ends the day before the next
 * billing day. `moveInDay` is the day of the month the tenant moved in (it defaults to start's):
 * a tenant who moved in on the 31st is billed 28 Feb -> 30 Mar, then 31 Mar -> 29 Apr.
 */
export function monthlyPeriod(
  start: string,
  moveInDay: number = day(start).getDate(),
): { start: string; end: string } {
  const next = addMonths(day(start), 1);
  const nextBillingDay = billingDayIn(next.getFullYear(), next.getMonth(), moveInDay);
  return { start, end: plusDays(nextBillingDay, -1) };
}

/**
 * The tenant's billing day in a month: the day of the month they moved in, or that month's last
 * day where that day does not exist (moved in on the 31st -> 30 April, 28/29 February).
 */
export function billingDayIn(year: number, monthIndex: number, moveInDay: number): string {
  const first = new Date(year, monthIndex, 1);
  const dayOfMonth = Math.min(moveInDay, getDaysInMonth(first));
  return iso(new Date(year, monthIndex, dayOfMonth));
}

let lastMonth = { date: '', bounds: { start: '', end: '' } };

/** The first and last day of the month `date` falls in, e.g. 2026-02-01 and 2026-02-28. */
export function monthBounds(date: string): { start: string; end: string } {
  // Asked with the same day on every GET /stats/ of a day: the last answer is kept.
  if (lastMonth.date !== date) {
    const first = startOfMonth(day(date));
    lastMonth = { date, bounds: { start: iso(first), end: iso(endOfMonth(first)) } };
  }
  return { ...lastMonth.bounds };
}
