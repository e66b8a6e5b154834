// The money rules of a notice to move out (issue 24), in paise: the last period's RENT pro-rated
// to the move-out day, and the rent for the days a short notice falls short of the notice period.
import { plusDays } from '../calendar';
import { daysBetween, periodOn, type Period, type Terms } from '../payments/rent-schedule';

/**
 * `amountPaise` × days stayed / days in the period, where the days stayed run from the period's
 * first day to the move-out day, both counted. Rounded to the nearest paisa, a half paisa up.
 */
export function shareToMoveOut(amountPaise: number, period: Period, moveOutDate: string): number {
  const stayed = BigInt(daysBetween(period.start, moveOutDate));
  const days = BigInt(daysBetween(period.start, period.end));
  return Number((2n * BigInt(amountPaise) * stayed + days) / (2n * days));
}

/** The last period's terms when the move-out day falls inside it (before its last day), else the terms. */
export function termsToMoveOut(terms: Terms, period: Period, moveOutDate: string | null): Terms {
  if (!moveOutDate || moveOutDate < period.start || moveOutDate >= period.end) return terms;
  return {
    rentPaise: shareToMoveOut(terms.rentPaise, period, moveOutDate),
    mealCostPaise: shareToMoveOut(terms.mealCostPaise, period, moveOutDate),
  };
}

/** Days from the move-out date to the end of the notice period (0 when the notice is long enough). */
export function daysShortOf(noticeDate: string, moveOutDate: string, noticePeriodDays: number): number {
  const earliest = plusDays(noticeDate, noticePeriodDays);
  return moveOutDate >= earliest ? 0 : daysBetween(moveOutDate, earliest) - 1;
}

/**
 * The rent of the days after the move-out day up to the end of the notice period: each day at its
 * billing period's daily rent (`rentOf` the period), summed per period, each part rounded as
 * shareToMoveOut rounds. Meals are not counted: they are not served after the tenant leaves.
 */
export function shortNoticeDeduction(
  billingStart: string,
  moveOutDate: string,
  daysShort: number,
  rentOf: (period: Period) => number,
): number {
  let total = 0;
  let day = plusDays(moveOutDate, 1);
  const last = plusDays(moveOutDate, daysShort);
  while (daysShort > 0 && day <= last) {
    const period = periodOn(billingStart, day);
    const until = period.end < last ? period.end : last;
    const days = BigInt(daysBetween(period.start, period.end));
    const short = BigInt(daysBetween(day, until));
    total += Number((2n * BigInt(rentOf(period)) * short + days) / (2n * days));
    day = plusDays(until, 1);
  }
  return total;
}
