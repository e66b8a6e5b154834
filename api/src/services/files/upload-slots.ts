// At most a few uploads in flight per caller (DESIGN §3: 429 beyond). Each server counts its own:
// the counter is not a copy of any data (DESIGN §6 forbids answers kept between requests, and this
// keeps none), only how many of this process's requests are streaming files right now, and it is
// zero again when they end. It bounds what one caller can make this process hold (temporary
// files, open streams), which is a per-process resource, so a per-process count is the right unit.
// A PostgreSQL advisory lock per caller was the alternative: it would pin a pooled connection for
// the whole upload, does not pass a transaction-pooling PgBouncer, and on PGlite's one session
// every lock is re-entrant, so it would cap nothing.

export const UPLOADS_IN_FLIGHT_PER_CALLER = 2;

export interface UploadSlots {
  /** A slot for `caller`, or null when they already have the maximum in flight; call the result to free it. */
  take: (caller: string) => (() => void) | null;
  /** uploads in flight for `caller` (tests) */
  inFlight: (caller: string) => number;
}

export function createUploadSlots(perCaller = UPLOADS_IN_FLIGHT_PER_CALLER): UploadSlots {
  const counts = new Map<string, number>();
  return {
    take: (caller) => {
      const current = counts.get(caller) ?? 0;
      if (current >= perCaller) return null;
      counts.set(caller, current + 1);
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        const left = (counts.get(caller) ?? 1) - 1;
        if (left > 0) counts.set(caller, left);
        else counts.delete(caller);
      };
    },
    inFlight: (caller) => counts.get(caller) ?? 0,
  };
}
