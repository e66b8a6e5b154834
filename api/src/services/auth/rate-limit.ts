// Sliding-window rate limits counted in the database (no state in server memory: DESIGN §6).
// Each key is one row holding the times of its events inside the window. A single
// INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING checks and counts at once: PostgreSQL locks
// the row, so of any number of parallel requests exactly `max` are counted and the rest refused.
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Counts one event for `key` if fewer than `max` happened in the window; otherwise answers how
 * long until the oldest of them leaves the window. Refused attempts are not counted.
 */
export async function takeToken(db: Db, key: string, limit: Limit): Promise<TakeResult> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const startSql = sql`${windowStart.toISOString()}::timestamptz`;
  // The events of the existing row still inside the window.
  const live = sql`array(select h from unnest(${rateLimits}.${sql.identifier('hits')}) as h where h > ${startSql} order by h)`;
  const counted = await db
    .insert(rateLimits)
    .values({ key, hits: sql`array[${nowSql}]`, updatedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { hits: sql`array_append(${live}, ${nowSql})`, updatedAt: now },
      setWhere: sql`cardinality(${live}) < ${limit.max}`,
    })
    .returning({ key: rateLimits.key });
  if (counted.length > 0) return { ok: true };

  const [row] = await db
    .select({
      oldest: sql<string | null>`(select min(h) from unnest(${rateLimits.hits}) as h where h > ${startSql})`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { ok: false, retryAfterMs: Math.max(1000, oldest + limit.windowMs - now.getTime()) };
}

/** Housekeeping at start-up: keys with no event for longer than any window we use. */
export async function deleteOldRateLimitEvents(db: Db, olderThanMs = 24 * 3_600_000) {
  await db.delete(rateLimits).where(lte(rateLimits.updatedAt, new Date(Date.now() - olderThanMs)));
}
