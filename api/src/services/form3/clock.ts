// The Form III clock (issue 45): a report is due 24 hours after the arrival at, or departure
// from, the PG. 24 hours are the same span in every zone; India (UTC+05:30, no daylight saving)
// only names the moments on screens.
export const FORM3_HOURS = 24;
const HOUR_MS = 3_600_000;

export const form3DueAt = (eventAt: Date): Date => new Date(eventAt.getTime() + FORM3_HOURS * HOUR_MS);

/** Whole hours left until due (negative: overdue by that many), rounded toward the deadline. */
export function hoursLeft(dueAt: Date, now: Date): number {
  const ms = dueAt.getTime() - now.getTime();
  return ms >= 0 ? Math.floor(ms / HOUR_MS) : -Math.ceil(-ms / HOUR_MS);
}

/** '30 Nov 2026, 23:30 IST': a moment as India reads it. */
export function indiaTime(at: Date): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} IST`;
}
