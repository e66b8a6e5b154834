// Properties: add, update, soft delete, the current property of a staff user, and managers.
//
// Locks: LOCK_ORDER (db/lock-order.ts). A write under a property locks it first;
// an assignment holds it shared until it commits, so a delete (FOR UPDATE) waits for it and then
// counts its bed as occupied, or goes first and the assignment finds the property deleted.
import { refreshPoliceLayouts } from '../police/record';
import { and, eq, getTableName, isNotNull, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { lateFeeOf, type PropertyValues } from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { beds, properties, propertyManagers, rooms, users, type PropertyRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit, userActor } from '../audit/record';
import { fieldsLike } from '../audit/values';
import { retirePropertyFiles } from '../files/retention';
import { assignManager, type StaffRow } from '../users/read';
import { propertyInScope } from './read';
import { mailUpiIdChange, nextUpiId } from './upi-id';
import { checkGstRegistration } from './gst-registration';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { toPaise } from '../money';
import { today } from '../calendar';
import { locksTaken } from '../../db/lock-order';

locksTaken('property', 'room', 'bed');

/**
 * The property's columns of a checked form: the electricity rate and the late-fee policy in paise,
 * each kept when left out. A late-fee policy set or changed applies from today: steps falling due
 * before it are not charged.
 */
function columnsOf(input: PropertyValues, current?: PropertyRow) {
  const {
    electricityRate,
    lateFeePolicy,
    lateFeeAmount,
    lateFeeGraceDays,
    lateFeeCap,
    tallyLedgers,
    ...rest
  } = input;
  const fields = {
    ...rest,
    electricityRatePaise: electricityRate === undefined ? undefined : toPaise(electricityRate),
    // only the names staff set are kept: a name left blank follows the default (issue 44)
    tallyLedgers:
      tallyLedgers === undefined
        ? undefined
        : Object.fromEntries(Object.entries(tallyLedgers).filter(([, name]) => !!name)),
  };
  const lateFee = lateFeeOf({ lateFeePolicy, lateFeeAmount, lateFeeGraceDays, lateFeeCap });
  if (!lateFee) return fields;
  const policy = {
    lateFeePolicy: lateFee.policy,
    lateFeeAmountPaise: toPaise(lateFee.amount),
    lateFeeGraceDays: lateFee.graceDays,
    lateFeeCapPaise: toPaise(lateFee.cap),
  };
  const unchanged =
    current !== undefined &&
    (Object.keys(policy) as Array<keyof typeof policy>).every((key) => current[key] === policy[key]);
  return { ...fields, ...policy, ...(unchanged ? {} : { lateFeeSince: today() }) };
}

/** POST /property/add (admins). The first property an admin adds becomes their current one. */
export async function createProperty(
  deps: Deps,
  actor: StaffRow,
  input: PropertyValues,
  cover: ReceivedFile | null,
): Promise<string> {
  checkGstRegistration(input);
  return withUploadedFile(deps.uploads, 'propertyImage', cover, (coverImage) =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({ ...columnsOf(input), coverImage, createdBy: actor.id })
        .returning({ id: properties.id });
      const id = row!.id;
      await recordAudit(tx, {
        actor: userActor(actor.id),
        objectType: 'PROPERTY',
        objectId: id,
        action: 'CREATE',
        propertyId: id,
        after: columnsOf(input),
      });
      await tx
        .update(users)
        .set({ currentPropertyId: id, updatedAt: new Date() })
        .where(and(eq(users.id, actor.id), isNull(users.currentPropertyId)));
      return { result: id, replacedKey: null };
    }),
  );
}

/**
 * PUT /property/update/{id}: every field of the form; the cover is replaced only when sent. The UPI
 * ID is kept when not sent and changed only by an admin; a change is mailed to every admin after
 * the commit.
 */
export async function updateProperty(
  deps: Deps,
  scope: AccessScope,
  actor: StaffRow,
  id: string,
  input: PropertyValues,
  cover: ReceivedFile | null,
  log: { error: (object: object, message: string) => void },
): Promise<void> {
  const change = await withUploadedFile(deps.uploads, 'propertyImage', cover, (coverImage) =>
    deps.db.transaction(async (tx) => {
      const current = await propertyInScope(tx, scope, id, { forUpdate: true });
      checkGstRegistration(input, current);
      const upiId = nextUpiId(scope, current, input.upiId);
      const now = new Date();
      const written = { ...columnsOf(input, current), upiId };
      await tx
        .update(properties)
        .set({ ...written, ...(coverImage ? { coverImage } : {}), updatedAt: now })
        .where(eq(properties.id, id));
      // a corrected state changes the form and due day of the verifications still to file (issue 45)
      await refreshPoliceLayouts(tx, id);
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'PROPERTY',
        objectId: id,
        action: 'UPDATE',
        propertyId: id,
        before: { ...fieldsLike(current, written), coverChanged: false },
        after: { ...written, coverChanged: !!coverImage },
      });
      const upiIdChange =
        upiId === current.upiId
          ? null
          : { propertyName: input.name, from: current.upiId, to: upiId, by: actor, at: now };
      return { result: upiIdChange, replacedKey: coverImage ? current.coverImage : null };
    }),
  );
  if (change) await mailUpiIdChange(deps, change, log);
}

async function occupiedBedsIn(executor: Executor, propertyId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(
      and(
        eq(rooms.propertyId, propertyId),
        isNull(rooms.deletedAt),
        isNull(beds.deletedAt),
        isNotNull(beds.occupantId),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * DELETE /property/delete/{id} (admins): soft delete, refused while a bed is occupied. The property
 * stops being anyone's current one: an admin then has none, a manager falls back to their most
 * recently assigned remaining property (access.ts). Its cover and its rooms' images are removed
 * once the delete has committed.
 */
export async function deleteProperty(deps: Deps, scope: AccessScope, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const property = await propertyInScope(tx, scope, id, { forUpdate: true });
    // Counted after the lock: assignments and new rooms of this property wait for it, and the
    // ones committed before it are counted.
    if ((await occupiedBedsIn(tx, id)) > 0) throw conflict(MESSAGES.propertyHasOccupiedBeds);
    const now = new Date();
    await tx.update(properties).set({ deletedAt: now, updatedAt: now }).where(eq(properties.id, id));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'PROPERTY',
      objectId: id,
      action: 'DELETE',
      propertyId: id,
      before: { name: property.name },
    });
    await tx
      .update(users)
      .set({ currentPropertyId: null, updatedAt: now })
      .where(eq(users.currentPropertyId, id));
  });
  await retirePropertyFiles(deps, id);
}

/** PATCH /property/set-current-property/{id} (admins): the caller's current property. */
export async function setCurrentProperty(
  executor: Executor,
  scope: AccessScope,
  actor: StaffRow,
  id: string,
): Promise<void> {
  await propertyInScope(executor, scope, id);
  await executor
    .update(users)
    .set({ currentPropertyId: id, updatedAt: new Date() })
    .where(eq(users.id, actor.id));
}

/** Qualified: drizzle leaves a column unqualified in a one-table update. */
const userColumn = (column: typeof users.id | typeof users.currentPropertyId) =>
  sql`${sql.identifier(getTableName(users))}.${sql.identifier(column.name)}`;

/** A user whose current property is unset, or one no longer assigned to them. */
const hasNoCurrentProperty = sql`(${userColumn(users.currentPropertyId)} is null or not exists (
  select 1 from ${propertyManagers} pm
  where pm.user_id = ${userColumn(users.id)} and pm.property_id = ${userColumn(users.currentPropertyId)}))`;

/**
 * POST /property/assign-manager (admins): only a verified MANAGER; a manager may hold several
 * properties. Their current property changes only when they have none: a second property never
 * takes the first one's dashboard away (issue 22).
 */
export async function assignManagerToProperty(
  deps: Deps,
  scope: AccessScope,
  input: { propertyId: string; managerId: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await propertyInScope(tx, scope, input.propertyId, { forUpdate: true });
    const [manager] = await tx
      .select({ id: users.id, role: users.role, isVerified: users.isVerified })
      .from(users)
      .where(and(eq(users.id, input.managerId), isNull(users.deletedAt)));
    if (!manager) throw notFound(MESSAGES.managerNotFound);
    if (manager.role !== 'MANAGER' || !manager.isVerified) {
      throw badRequest(MESSAGES.managerNotAssignable, { managerId: MESSAGES.managerNotAssignable });
    }
    await assignManager(tx, input.propertyId, manager.id);
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'USER',
      objectId: manager.id,
      action: 'ASSIGN',
      propertyId: input.propertyId,
      after: { propertyId: input.propertyId },
    });
    await tx
      .update(propertyManagers)
      .set({ createdAt: new Date() })
      .where(and(eq(propertyManagers.propertyId, input.propertyId), eq(propertyManagers.userId, manager.id)));
    await tx
      .update(users)
      .set({ currentPropertyId: input.propertyId, updatedAt: new Date() })
      .where(and(eq(users.id, manager.id), hasNoCurrentProperty));
  });
}
