// A moment as India reads it (UTC+05:30, no daylight saving), whatever the browser's zone:
// Form III deadlines are counted in hours and shown in India time (issue 45).
const HOUR_MS = 3_600_000;

/** '30 Nov 2026, 23:30 IST' */
export function formatIndiaTime(value: string | Date): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
  return `${text} IST`;
}

/** Whole hours until a deadline; negative: overdue by that many (started hours count). */
export function hoursUntil(deadline: string | Date, now: Date = new Date(Date.now())): number {
  const ms = new Date(deadline).getTime() - now.getTime();
  return ms >= 0 ? Math.floor(ms / HOUR_MS) : -Math.ceil(-ms / HOUR_MS);
}

/** '5 hours left', 'less than an hour left', 'overdue by 3 hours' */
export function hoursLeftText(deadline: string | Date, now: Date = new Date(Date.now())): string {
  const hours = hoursUntil(deadline, now);
  const plural = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;
  if (hours < 0) return `overdue by ${plural(-hours)}`;
  return hours === 0 ? 'less than an hour left' : `${plural(hours)} left`;
}

/** A date-and-time field's value read as India time: '2026-11-29T23:30' -> '2026-11-29T23:30:00+05:30'; '' stays ''. */
export const fromIndiaLocal = (value: string) => (value ? `${value}:00+05:30` : '');

/** An ISO moment -> '2026-11-29T23:30' as India reads it (a date-and-time field's value). */
export function toIndiaLocal(iso: string): string {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000);
  return india.toISOString().slice(0, 16);
}
