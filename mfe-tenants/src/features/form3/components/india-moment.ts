// A date-and-time field's value ('2026-11-29T23:30') read as India time, and back.
/** '2026-11-29T23:30' (India) -> '2026-11-29T23:30:00+05:30'; '' stays ''. */
export const fromIndiaLocal = (value: string) => (value ? `${value}:00+05:30` : '');

/** An ISO moment -> '2026-11-29T23:30' as India reads it. */
export function toIndiaLocal(iso: string): string {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000);
  return india.toISOString().slice(0, 16);
}
