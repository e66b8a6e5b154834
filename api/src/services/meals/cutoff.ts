// The meal opt-out cut-off (issue 25): days away are marked, and withdrawn, before the property's
// cut-off time (HH:MM, Asia/Kolkata) on the day before the first day away. The moment is built
// from the date and India's offset, so it is the same whatever the server's time zone.
import { tzOffset } from '@date-fns/tz';
import { plusDays, TIME_ZONE } from '../calendar';

/** The instant of `cutoff` (HH:MM in Asia/Kolkata) on the day before `firstDay`. */
export function cutoffMoment(firstDay: string, cutoff: string): Date {
  const dayBefore = plusDays(firstDay, -1);
  const [hours, minutes] = cutoff.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(
    Number(dayBefore.slice(0, 4)),
    Number(dayBefore.slice(5, 7)) - 1,
    Number(dayBefore.slice(8, 10)),
    hours,
    minutes,
  );
  // India has kept one offset (+05:30) since 1945; asked of the zone all the same.
  return new Date(asUtc - tzOffset(TIME_ZONE, new Date(asUtc)) * 60_000);
}

/** Whether `now` is still before the cut-off for days away starting on `firstDay`. */
export const beforeCutoff = (now: Date, firstDay: string, cutoff: string) =>
  now.getTime() < cutoffMoment(firstDay, cutoff).getTime();
