// Sliding-window rate limits counted in the database (no state in server memory: DESIGN §6).
import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one event for `key` if fewer than `max` happened in the window; otherwise answers how
 * long until the oldest of them leaves the window. Refused attempts are not counted.
 */
export async function takeToken(
  db: Db,
  key: string,
  limit: Limit,
): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
  const now = Date.now();
  const windowStart = new Date(now - limit.windowMs);
  const [usage] = await db
    .select({ used: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, windowStart)));
  const used = Number(usage?.used ?? 0);
  if (used >= limit.max && usage?.oldest) {
    return {
      ok: false,
      retryAfterMs: Math.max(1000, new Date(usage.oldest).getTime() + limit.windowMs - now),
    };
  }
  await db.insert(rateLimitEvents).values({ key, createdAt: new Date(now) });
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.createdAt, windowStart)));
  return { ok: true };
}

/** Housekeeping at start-up: events older than any window we use. */
export async function deleteOldRateLimitEvents(db: Db, olderThanMs = 24 * 3_600_000) {
  await db.delete(rateLimitEvents).where(lte(rateLimitEvents.createdAt, new Date(Date.now() - olderThanMs)));
}
