// Sessions: an opaque token in a cookie, its sha256 in the database, idle and absolute expiry.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { sessions, tenants, users, type SubjectKind, type TenantRow } from '../db/schema';
import { staffColumns, type StaffRow } from './property-managers';
import type { ReadCaches } from './read-caches';
import { newToken, sha256 } from './tokens';

export interface SessionPolicy {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Db, kind: SubjectKind, subjectId: string, policy: SessionPolicy) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    kind,
    subjectId,
    expiresAt: new Date(Date.now() + policy.sessionMaxMs),
  });
  return token;
}

type SessionRow = typeof sessions.$inferSelect;

/** A live session as this server keeps it (services/read-caches.ts): its times and who it is. */
export interface KeptSession {
  session: Pick<SessionRow, 'id' | 'lastSeenAt' | 'expiresAt'>;
  subject: StaffRow | TenantRow;
}

/** What the lookups use: the database, the session policy, and the kept sessions. */
export type SessionDeps = { db: Db; config: SessionPolicy; caches: Pick<ReadCaches, 'sessions'> };

/** Whether a kept session serves as it is: alive, and used within the minute (no touch due). */
function isFresh({ session }: KeptSession, policy: SessionPolicy, now: number) {
  return (
    now < session.expiresAt.getTime() &&
    now < session.lastSeenAt.getTime() + policy.sessionIdleMs &&
    now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS
  );
}

/**
 * The session's times if it is still alive, touched (at most once a minute); null, and deleted,
 * when it is not.
 */
async function keepAlive(db: Db, session: KeptSession['session'], policy: SessionPolicy, now: number) {
  const idleEnd = session.lastSeenAt.getTime() + policy.sessionIdleMs;
  if (now >= session.expiresAt.getTime() || now >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  if (now - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return session;
  const lastSeenAt = new Date(now);
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, session.id));
  return { ...session, lastSeenAt };
}

// Every authenticated request runs one of these lookups: prepared once per database handle so
// the server does not parse and plan the join each time. The staff lookup also reads the user's
// assigned properties: the access scope costs no extra query.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookups>>();

function prepareLookups(db: Db) {
  const hash = sql.placeholder('hash');
  const times = { id: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt };
  return {
    staff: db
      .select({ session: times, subject: staffColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.subjectId))
      .where(and(eq(sessions.tokenHash, hash), eq(sessions.kind, 'staff'), isNull(users.deletedAt)))
      .limit(1)
      .prepare('staff_of_session'),
    tenant: db
      .select({ session: times, subject: tenants })
      .from(sessions)
      .innerJoin(tenants, eq(tenants.id, sessions.subjectId))
      .where(and(eq(sessions.tokenHash, hash), eq(sessions.kind, 'tenant'), isNull(tenants.deletedAt)))
      .limit(1)
      .prepare('tenant_of_session'),
  };
}

function lookups(db: Db) {
  let prepared = preparedLookups.get(db);
  if (!prepared) preparedLookups.set(db, (prepared = prepareLookups(db)));
  return prepared;
}

const cacheKey = (kind: SubjectKind, hash: string) => `${kind}:${hash}`;

/** Who a live session token belongs to: kept (within its minute) or read, touched and kept. */
async function subjectOfSession(deps: SessionDeps, kind: SubjectKind, token: string) {
  const { db, config, caches } = deps;
  const hash = sha256(token);
  const key = cacheKey(kind, hash);
  const now = Date.now();
  const kept = caches.sessions.peek(key);
  if (kept && isFresh(kept, config, now)) return kept.subject;
  caches.sessions.forget(key);
  const generation = caches.sessions.mark();
  const [row] = await lookups(db)[kind].execute({ hash });
  const session = row && (await keepAlive(db, row.session, config, now));
  if (!row || !session) return null;
  caches.sessions.keepIfUnchanged(key, { session, subject: row.subject }, generation);
  return row.subject;
}

/** The staff user of a live session token, or null (unknown, expired, or the user deleted). */
export async function staffOfSession(deps: SessionDeps, token: string): Promise<StaffRow | null> {
  return (await subjectOfSession(deps, 'staff', token)) as StaffRow | null;
}

/** The tenant of a live session token, or null. */
export async function tenantOfSession(deps: SessionDeps, token: string): Promise<TenantRow | null> {
  return (await subjectOfSession(deps, 'tenant', token)) as TenantRow | null;
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user or tenant (on delete). */
export async function endSessionsOf(executor: Executor, kind: SubjectKind, subjectId: string) {
  await executor.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Housekeeping at start-up: sessions past their absolute or idle end. */
export async function deleteExpiredSessions(db: Db, policy: SessionPolicy) {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.lastSeenAt, new Date(now - policy.sessionIdleMs)),
      ),
    );
}
