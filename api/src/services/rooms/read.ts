// Rooms as the screens read them: each with its property's name and its beds, each bed with its
// occupant (name, id, photo, what they owe). Scoped by the caller's access scope.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Bed, Room } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { beds, properties, rooms, tenants, type RoomRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { toRupees } from '../money';
import { fileRef } from '../files/uploads';
import { invoiceColumns, owesSql } from '../payments/status';

/** What the occupant owes: the open part of their invoices not yet paid. */
const occupantDue = sql<string>`(select coalesce(sum(i.total_paise - i.paid_paise), 0)::text
  from invoices i where i.tenant_id = "tenants"."id" and ${owesSql(invoiceColumns('i'))})`;

/** The move-out date of the occupant's standing notice (issue 24), or null. */
const occupantLeavesOn = sql<string | null>`(select n.move_out_date::text from tenant_notices n
  where n.tenant_id = "tenants"."id" and n.withdrawn_at is null and n.completed_at is null)`;

/**
 * The beds of some rooms with their occupants, as one statement prepared per executor: a named
 * statement keeps its plan on each connection (planning it with 50 room ids took as long as
 * running it, issue 28), and the room ids are one array parameter.
 */
function bedsStatement(executor: Executor) {
  return executor
    .select({
      roomId: beds.roomId,
      id: beds.id,
      bedNumber: beds.bedNumber,
      occupantId: tenants.id,
      fullName: tenants.fullName,
      phoneNumber: tenants.phoneNumber,
      profilePhoto: tenants.profilePhoto,
      due: occupantDue,
      leavesOn: occupantLeavesOn,
    })
    .from(beds)
    .leftJoin(tenants, eq(tenants.id, beds.occupantId))
    .where(and(sql`${beds.roomId} = any(${sql.placeholder('roomIds')}::uuid[])`, isNull(beds.deletedAt)))
    .orderBy(asc(beds.bedNumber), asc(beds.id))
    .prepare('rooms_beds');
}

const preparedBeds = new WeakMap<Executor, ReturnType<typeof bedsStatement>>();

/** The beds of these rooms, by room, in bed-number order. */
export async function bedsOfRooms(executor: Executor, roomIds: string[]): Promise<Map<string, Bed[]>> {
  const byRoom = new Map<string, Bed[]>();
  if (!roomIds.length) return byRoom;
  let statement = preparedBeds.get(executor);
  if (!statement) preparedBeds.set(executor, (statement = bedsStatement(executor)));
  const rows = await statement.execute({ roomIds });
  for (const row of rows) {
    const bed: Bed = {
      _id: row.id,
      bedNumber: row.bedNumber,
      isOccupied: row.occupantId !== null,
      occupant:
        row.occupantId === null
          ? null
          : {
              _id: row.occupantId,
              fullName: row.fullName ?? '',
              phoneNumber: row.phoneNumber ?? '',
              profilePhoto: fileRef(row.profilePhoto ?? null),
              dueAmount: toRupees(row.due),
              leavesOn: row.leavesOn ?? null,
            },
    };
    const list = byRoom.get(row.roomId) ?? [];
    list.push(bed);
    byRoom.set(row.roomId, list);
  }
  return byRoom;
}

function presentRoom(row: RoomRow, propertyName: string, roomBeds: Bed[]): Room {
  return {
    _id: row.id,
    roomNumber: row.roomNumber,
    floor: row.floor,
    bedCapacity: row.bedCapacity,
    propertyId: { _id: row.propertyId, name: propertyName },
    roomImage: fileRef(row.roomImage),
    amenities: row.amenities,
    beds: roomBeds,
    occupiedBeds: roomBeds.filter((bed) => bed.isOccupied).length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** LOCK_ORDER (db/lock-order.ts) before a room is locked: its property, shared, which must still exist. */
async function lockPropertyOfRoom(executor: Executor, scope: AccessScope, id: string) {
  const [room] = await executor.select({ propertyId: rooms.propertyId }).from(rooms).where(eq(rooms.id, id));
  if (!room || !scope.includes(room.propertyId)) throw notFound(MESSAGES.roomNotFound);
  const [property] = await executor
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, room.propertyId), isNull(properties.deletedAt)))
    .for('share');
  if (!property) throw notFound(MESSAGES.roomNotFound);
}

/** A live room of a live property in the caller's scope, locked when `forUpdate` (after its property); else 404. */
export async function roomInScope(
  executor: Executor,
  scope: AccessScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RoomRow & { propertyName: string }> {
  if (options.forUpdate) await lockPropertyOfRoom(executor, scope, id);
  const query = executor
    .select({ room: rooms, propertyName: properties.name })
    .from(rooms)
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(and(eq(rooms.id, id), isNull(rooms.deletedAt), isNull(properties.deletedAt)))
    .$dynamic();
  const [row] = options.forUpdate ? await query.for('update', { of: rooms }) : await query;
  if (!row || !scope.includes(row.room.propertyId)) throw notFound(MESSAGES.roomNotFound);
  return { ...row.room, propertyName: row.propertyName };
}

/** GET /room/{roomId}: the room with its property's name and its beds. */
export async function getRoom(executor: Executor, scope: AccessScope, id: string): Promise<Room> {
  const room = await roomInScope(executor, scope, id);
  const bedsByRoom = await bedsOfRooms(executor, [room.id]);
  return presentRoom(room, room.propertyName, bedsByRoom.get(room.id) ?? []);
}
