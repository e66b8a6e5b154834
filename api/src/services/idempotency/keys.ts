// The stored Idempotency-Keys (db/schema/idempotency.ts). The unique index on (caller, key)
// decides which of several requests with one key goes first: each inserts a pending row in its own
// statement, outside any transaction of the work, and only the one whose insert went in does the work.
// A key older than KEY_TTL_HOURS is as new: its row is deleted and the key claimed again.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export const KEY_TTL_HOURS = 24;
const EXPIRED = sql`now() - make_interval(hours => ${KEY_TTL_HOURS})`;

export interface KeyClaim {
  callerKind: 'staff' | 'tenant';
  callerId: string;
  key: string;
  method: string;
  route: string;
  fingerprint: string;
}

export interface StoredAnswer {
  statusCode: number;
  body: string;
}

export type ClaimOutcome =
  /** this request goes first: do the work, then complete or release the row */
  | { kind: 'claimed'; rowId: string }
  /** the key answered this same request already */
  | { kind: 'replay'; answer: StoredAnswer }
  /** the key was used for a different request */
  | { kind: 'reused' }
  /** the first request with the key has not answered yet */
  | { kind: 'in-progress' };

/** Claims the caller's key for this request, or says why not. */
export async function claimKey(db: Db, claim: KeyClaim): Promise<ClaimOutcome> {
  const ofCaller = and(
    eq(idempotencyKeys.callerKind, claim.callerKind),
    eq(idempotencyKeys.callerId, claim.callerId),
    eq(idempotencyKeys.key, claim.key),
  );
  // Each turn either claims, answers, or finds the row gone (released or expired) and tries again.
  for (let turn = 0; turn < 3; turn += 1) {
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values(claim)
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { kind: 'claimed', rowId: inserted.id };
    const [row] = await db
      .select({
        id: idempotencyKeys.id,
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < ${EXPIRED}`,
      })
      .from(idempotencyKeys)
      .where(ofCaller);
    if (!row) continue;
    if (row.expired) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, row.id), sql`${idempotencyKeys.createdAt} < ${EXPIRED}`));
      continue;
    }
    if (row.fingerprint !== claim.fingerprint) return { kind: 'reused' };
    if (row.statusCode === null || row.responseBody === null) return { kind: 'in-progress' };
    return { kind: 'replay', answer: { statusCode: row.statusCode, body: row.responseBody } };
  }
  return { kind: 'in-progress' };
}

/** Keeps the answer of the request that claimed the row, for its retries. */
export async function completeKey(db: Db, rowId: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(eq(idempotencyKeys.id, rowId));
}

/** Frees the key of a request that was refused or failed: a corrected retry may use it again. */
export async function releaseKey(db: Db, rowId: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, rowId));
}

/** Deletes the keys older than KEY_TTL_HOURS; answers how many. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < ${EXPIRED}`)
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
