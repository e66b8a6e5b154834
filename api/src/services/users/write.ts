// Staff accounts: the managers page (SUPER_ADMIN / OWNER) and each user's own account.
import { and, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type {
  AccountUpdateInput,
  ListQuery,
  ManagerCreateInput,
  ManagerUpdateInput,
} from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import { recordAudit, userActor } from '../audit/record';
import { fieldsLike } from '../audit/values';
import type { Db, Executor } from '../../db/client';
import { paginate, type Page } from '../../db/paginate';
import { users, type UserRow } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { likePattern } from '../db-helpers';
import { retireFiles } from '../files/retention';
import { findStaff, staffColumns, type StaffRow } from './read';
import { endSessionsOf } from '../auth/sessions';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { sendVerification, voidVerificationTokens } from '../auth/verification';

async function staffOrNotFound(executor: Executor, id: string): Promise<StaffRow> {
  const row = await findStaff(executor, id);
  if (!row) throw notFound(MESSAGES.managerNotFound);
  return row;
}

/** Only an OWNER may change or delete an OWNER. */
function assertMayManage(actor: UserRow, target: UserRow) {
  if (target.role === 'OWNER' && actor.role !== 'OWNER') throw forbidden();
}

/** 404 unless the staff user exists, 403 unless `actor` may change them (checked before a form is read). */
export async function assertManageable(executor: Executor, actor: UserRow, id: string) {
  assertMayManage(actor, await staffOrNotFound(executor, id));
}

/** Staff that are not deleted, newest first; `search` matches name or e-mail. */
export async function listStaff(executor: Executor, query: ListQuery): Promise<Page<StaffRow>> {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...filters);
  const rows = executor
    .select(staffColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  return paginate(rows, executor.$count(users, where), query);
}

/** The e-mail belongs to another live account: the form marks its Email field. */
const emailTaken = () => conflict(MESSAGES.emailInUse, { email: MESSAGES.emailInUse });

async function assertEmailFree(executor: Executor, email: string) {
  const [taken] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (taken) throw emailTaken();
}

type StaffChange = Partial<Pick<UserRow, 'name' | 'phoneNumber' | 'role' | 'waitingMail'>>;

/**
 * Changes a live staff row in one transaction. The row is locked first, so concurrent changes
 * run one after the other and each learns the avatar it replaces (removed after the commit).
 */
async function changeStaffRow(
  db: Db,
  actorId: string,
  id: string,
  change: StaffChange,
  avatar: string | null,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        avatar: users.avatar,
        name: users.name,
        phoneNumber: users.phoneNumber,
        role: users.role,
        waitingMail: users.waitingMail,
      })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for('update');
    if (!current) throw notFound(MESSAGES.managerNotFound);
    await tx
      .update(users)
      .set({ ...change, ...(avatar ? { avatar } : {}), updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actor: userActor(actorId),
      objectType: 'USER',
      objectId: id,
      action: 'UPDATE',
      propertyId: null,
      before: { ...fieldsLike(current, change), avatarChanged: false },
      after: { ...change, avatarChanged: !!avatar },
    });
    return { result: await staffOrNotFound(tx, id), replacedKey: avatar ? current.avatar : null };
  });
}

/** Creates an unverified staff user and mails the verification link. */
export async function addManager(
  deps: Deps,
  actor: UserRow,
  input: ManagerCreateInput,
  avatar: ReceivedFile | null,
) {
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(deps.db, email);
  const user = await withUploadedFile(deps.uploads, 'avatar', avatar, async (key) => {
    try {
      return await deps.db.transaction(async (tx) => {
        const fields = { name: input.name, email, phoneNumber: input.phoneNumber, role: input.role };
        const [row] = await tx
          .insert(users)
          .values({ ...fields, avatar: key })
          .returning();
        await recordAudit(tx, {
          actor: userActor(actor.id),
          objectType: 'USER',
          objectId: row!.id,
          action: 'CREATE',
          propertyId: null,
          after: fields,
        });
        return { result: { ...(row as UserRow), assignedPropertyIds: [] }, replacedKey: null };
      });
    } catch (error) {
      throw databaseRefusal(error) ?? error;
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
  avatar: ReceivedFile | null,
): Promise<StaffRow> {
  const target = await staffOrNotFound(deps.db, id);
  assertMayManage(actor, target);
  if (input.email !== undefined && input.email.trim().toLowerCase() !== target.email) {
    throw badRequest(MESSAGES.emailCannotChange, { email: MESSAGES.emailCannotChange });
  }
  if (target.id === actor.id && input.role !== actor.role) {
    throw badRequest(MESSAGES.ownRoleCannotChange, { role: MESSAGES.ownRoleCannotChange });
  }
  const change = { name: input.name, phoneNumber: input.phoneNumber, role: input.role };
  return withUploadedFile(deps.uploads, 'avatar', avatar, (key) =>
    changeStaffRow(deps.db, actor.id, target.id, change, key),
  );
}

/** The account screen: a user changes their own name, phone and avatar (never e-mail or role). */
export async function updateAccount(
  deps: Deps,
  actor: UserRow,
  input: AccountUpdateInput,
  avatar: ReceivedFile | null,
): Promise<StaffRow> {
  const change = {
    name: input.name,
    phoneNumber: input.phoneNumber,
    // how they hear of what waits (issue 42): unchanged when the form leaves it out
    ...(input.waitingMail ? { waitingMail: input.waitingMail } : {}),
  };
  return withUploadedFile(deps.uploads, 'avatar', avatar, (key) =>
    changeStaffRow(deps.db, actor.id, actor.id, change, key),
  );
}

/** Soft delete; the user's sessions and pending links end at once, and their avatar is removed. */
export async function deleteManager(deps: Deps, actor: UserRow, id: string) {
  const target = await staffOrNotFound(deps.db, id);
  if (target.id === actor.id) throw badRequest(MESSAGES.ownAccountCannotDelete);
  assertMayManage(actor, target);
  const avatar = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(and(eq(users.id, target.id), isNull(users.deletedAt)))
      .for('update');
    if (!current) throw notFound(MESSAGES.managerNotFound);
    await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date(), avatar: null })
      .where(eq(users.id, target.id));
    await recordAudit(tx, {
      actor: userActor(actor.id),
      objectType: 'USER',
      objectId: target.id,
      action: 'DELETE',
      propertyId: null,
      before: { name: target.name, email: target.email, role: target.role },
    });
    await endSessionsOf(tx, 'staff', target.id);
    await voidVerificationTokens(tx, 'manager', target.id);
    return current.avatar;
  });
  await retireFiles(deps, [avatar]);
}

export async function resendManagerVerification(deps: Deps, actor: UserRow, id: string) {
  const target = await staffOrNotFound(deps.db, id);
  assertMayManage(actor, target);
  if (target.isVerified) throw conflict(MESSAGES.managerAlreadyVerified);
  await sendVerification(deps, 'manager', { id: target.id, email: target.email, name: target.name });
}
