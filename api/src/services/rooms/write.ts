// Rooms: add (with their beds), update, soft delete. A room without propertyId goes to the
// caller's current property (DESIGN §5).
//
// Locks: LOCK_ORDER (db/lock-order.ts). Adding a room locks its property; updating or
// deleting one locks its property (shared), then the room, then (delete) its beds, each checked
// for deleted_at under its lock.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { RoomCreateValues, RoomUpdateValues } from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import { beds, rooms } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { badRequest, conflict } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { fieldsLike } from '../audit/values';
import { retireRoomFiles } from '../files/retention';
import { propertyInScope } from '../properties/read';
import { roomInScope } from './read';
import { withUploadedFile, type ReceivedFile } from '../files/uploads';
import { locksTaken } from '../../db/lock-order';

locksTaken('property', 'room', 'bed');

/** POST /room/create: the room and its bedCapacity beds, numbered from 1, in one transaction. */
export async function createRoom(
  deps: Deps,
  scope: AccessScope,
  input: RoomCreateValues,
  image: ReceivedFile | null,
): Promise<string> {
  const propertyId = input.propertyId ?? scope.currentPropertyId;
  if (!propertyId) throw badRequest(MESSAGES.noCurrentProperty, { propertyId: MESSAGES.noCurrentProperty });
  return withUploadedFile(deps.uploads, 'roomImage', image, async (roomImage) => {
    try {
      return await deps.db.transaction(async (tx) => {
        // Locked: a property being deleted meanwhile cannot get a new room.
        await propertyInScope(tx, scope, propertyId, { forUpdate: true });
        const [room] = await tx
          .insert(rooms)
          .values({
            propertyId,
            roomNumber: input.roomNumber,
            floor: input.floor,
            bedCapacity: input.bedCapacity,
            amenities: input.amenities,
            roomImage,
          })
          .returning({ id: rooms.id });
        const roomId = room!.id;
        await tx
          .insert(beds)
          .values(
            Array.from({ length: input.bedCapacity }, (_, index) => ({ roomId, bedNumber: index + 1 })),
          );
        await recordAudit(tx, {
          actor: actorOf(scope),
          objectType: 'ROOM',
          objectId: roomId,
          action: 'CREATE',
          propertyId,
          after: {
            roomNumber: input.roomNumber,
            floor: input.floor,
            bedCapacity: input.bedCapacity,
            amenities: input.amenities,
            beds: input.bedCapacity,
          },
        });
        return { result: roomId, replacedKey: null };
      });
    } catch (error) {
      throw databaseRefusal(error) ?? error;
    }
  });
}

/** PUT /room/update/{roomId}: number, floor, image and amenities (the capacity is fixed at creation). */
export async function updateRoom(
  deps: Deps,
  scope: AccessScope,
  id: string,
  input: RoomUpdateValues,
  image: ReceivedFile | null,
): Promise<void> {
  await withUploadedFile(deps.uploads, 'roomImage', image, async (roomImage) => {
    try {
      return await deps.db.transaction(async (tx) => {
        const current = await roomInScope(tx, scope, id, { forUpdate: true });
        const fields = { roomNumber: input.roomNumber, floor: input.floor, amenities: input.amenities };
        await tx
          .update(rooms)
          .set({ ...fields, ...(roomImage ? { roomImage } : {}), updatedAt: new Date() })
          .where(eq(rooms.id, id));
        await recordAudit(tx, {
          actor: actorOf(scope),
          objectType: 'ROOM',
          objectId: id,
          action: 'UPDATE',
          propertyId: current.propertyId,
          before: { ...fieldsLike(current, fields), imageChanged: false },
          after: { ...fields, imageChanged: !!roomImage },
        });
        return { result: undefined, replacedKey: roomImage ? current.roomImage : null };
      });
    } catch (error) {
      throw databaseRefusal(error) ?? error;
    }
  });
}

/**
 * DELETE /room/delete/{roomId}: soft delete of the room and its beds, refused while one is
 * occupied; its image is removed once the delete has committed.
 */
export async function deleteRoom(deps: Deps, scope: AccessScope, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // An assignment in this room holds the room (shared) until it commits: it either finishes
    // first (and the occupied bed refuses the delete) or waits and then finds the room deleted.
    const room = await roomInScope(tx, scope, id, { forUpdate: true });
    const roomBeds = await tx
      .select({ id: beds.id, occupantId: beds.occupantId })
      .from(beds)
      .where(and(eq(beds.roomId, id), isNull(beds.deletedAt)))
      .for('update');
    if (roomBeds.some((bed) => bed.occupantId !== null)) throw conflict(MESSAGES.roomHasOccupiedBeds);
    const now = new Date();
    await tx.update(rooms).set({ deletedAt: now, updatedAt: now }).where(eq(rooms.id, id));
    await tx
      .update(beds)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(beds.roomId, id), isNull(beds.deletedAt), isNull(beds.occupantId)));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'ROOM',
      objectId: id,
      action: 'DELETE',
      propertyId: room.propertyId,
      before: { roomNumber: room.roomNumber, floor: room.floor, beds: roomBeds.length },
    });
  });
  await retireRoomFiles(deps, id);
}
