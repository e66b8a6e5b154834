// Sessions: an opaque token in a cookie, its sha256 in the database, idle and absolute expiry.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { sessions, tenants, users, type SubjectKind, type TenantRow } from '../../db/schema';
import { staffColumns, type StaffRow } from '../users/read';
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

type SessionTimes = Pick<typeof sessions.$inferSelect, 'id' | 'lastSeenAt' | 'expiresAt'>;

/** What the lookups use: the database and the session policy. */
export type SessionDeps = { db: Db; config: SessionPolicy };

/**
 * Whether the session, as just read from the database, is still alive: deleted when it is not;
 * its last use written when it is, at most once a minute (the WHERE keeps concurrent requests of
 * one session from writing it twice).
 */
async function keepAlive(db: Db, session: SessionTimes, policy: SessionPolicy, now: number) {
  const idleEnd = session.lastSeenAt.getTime() + policy.sessionIdleMs;
  if (now >= session.expiresAt.getTime() || now >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now - TOUCH_EVERY_MS))));
  }
  return true;
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

/** Who a live session token belongs to, read from the database on every request. */
async function subjectOfSession(deps: SessionDeps, kind: SubjectKind, token: string) {
  const { db, config } = deps;
  const [row] = await lookups(db)[kind].execute({ hash: sha256(token) });
  if (!row || !(await keepAlive(db, row.session, config, Date.now()))) return null;
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
