// Staff accounts: the managers page (SUPER_ADMIN / OWNER) and each user's own account.
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type {
  AccountUpdateInput,
  ListQuery,
  ManagerCreateInput,
  ManagerUpdateInput,
} from '@pgportal/contracts/schemas';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { isUniqueViolation, isUuid, likePattern } from './db-helpers';
import { withNewImage } from './avatars';
import { endSessionsOf } from './sessions';
import { sendVerification, voidVerificationTokens } from './verification';

export const MANAGER_NOT_FOUND = 'Manager not found';
export const EMAIL_IN_USE = 'Email is already in use';

export async function findStaff(db: Db, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

async function staffOrNotFound(db: Db, id: string): Promise<UserRow> {
  const row = await findStaff(db, id);
  if (!row) throw notFound(MANAGER_NOT_FOUND);
  return row;
}

/** Only an OWNER may change or delete an OWNER. */
function assertMayManage(actor: UserRow, target: UserRow) {
  if (target.role === 'OWNER' && actor.role !== 'OWNER') throw forbidden();
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Staff that are not deleted, newest first; `search` matches name or e-mail. */
export async function listStaff(db: Db, query: ListQuery): Promise<Page<UserRow>> {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...filters);
  const base = db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id));
  if (query.page === undefined && query.limit === undefined) {
    const rows = await base;
    return { rows, total: rows.length };
  }
  const limit = query.limit ?? 20;
  const offset = ((query.page ?? 1) - 1) * limit;
  const [rows, [totals]] = await Promise.all([
    base.limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

async function assertEmailFree(db: Db, email: string) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (taken) throw conflict(EMAIL_IN_USE);
}

/** Creates an unverified staff user and mails the verification link. */
export async function addManager(deps: Deps, input: ManagerCreateInput, avatar: Buffer | null) {
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(deps.db, email);
  const user = await withNewImage(deps, avatar, null, async (key) => {
    try {
      const [row] = await deps.db
        .insert(users)
        .values({
          name: input.name,
          email,
          phoneNumber: input.phoneNumber,
          role: input.role,
          avatar: key,
          isVerified: false,
        })
        .returning();
      return row as UserRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
      throw error;
    }
  });
  // The account exists either way; a failed mail is reported so the admin can use Resend.
  let mailError: unknown = null;
  try {
    await sendVerification(deps, 'manager', { id: user.id, email: user.email, name: user.name });
  } catch (error) {
    mailError = error;
  }
  return { user, mailError };
}

export async function updateManager(
  deps: Deps,
  actor: UserRow,
  id: string,
  input: ManagerUpdateInput & { email?: string },
  avatar: Buffer | null,
): Promise<UserRow> {
  const target = await staffOrNotFound(deps.db, id);
  assertMayManage(actor, target);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== target.email) {
    throw badRequest('Email cannot be changed.', { email: 'Email cannot be changed.' });
  }
  if (target.id === actor.id && input.role !== actor.role) {
    throw badRequest('You cannot change your own role.', { role: 'You cannot change your own role.' });
  }
  return withNewImage(deps, avatar, target.avatar, async (key) => {
    const [row] = await deps.db
      .update(users)
      .set({
        name: input.name,
        phoneNumber: input.phoneNumber,
        role: input.role,
        ...(key ? { avatar: key } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, target.id), isNull(users.deletedAt)))
      .returning();
    if (!row) throw notFound(MANAGER_NOT_FOUND);
    return row;
  });
}

/** The account screen: a user changes their own name, phone and avatar (never e-mail or role). */
export async function updateAccount(
  deps: Deps,
  actor: UserRow,
  input: AccountUpdateInput,
  avatar: Buffer | null,
) {
  return withNewImage(deps, avatar, actor.avatar, async (key) => {
    const [row] = await deps.db
      .update(users)
      .set({
        name: input.name,
        phoneNumber: input.phoneNumber,
        ...(key ? { avatar: key } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .returning();
    if (!row) throw notFound(MANAGER_NOT_FOUND);
    return row;
  });
}

/** Soft delete; the user's sessions and pending links end at once. */
export async function deleteManager(deps: Deps, actor: UserRow, id: string) {
  const target = await staffOrNotFound(deps.db, id);
  if (target.id === actor.id) throw badRequest('You cannot delete your own account.');
  assertMayManage(actor, target);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await endSessionsOf(tx, 'staff', target.id);
    await voidVerificationTokens(tx, 'manager', target.id);
  });
}

export async function resendManagerVerification(deps: Deps, actor: UserRow, id: string) {
  const target = await staffOrNotFound(deps.db, id);
  assertMayManage(actor, target);
  if (target.isVerified) throw conflict('This manager has already verified their email.');
  await sendVerification(deps, 'manager', { id: target.id, email: target.email, name: target.name });
}
