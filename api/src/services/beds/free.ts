// The free beds a tenant can move to (GET /bed/free): every live, unoccupied bed of a live room of
// a live property in the caller's scope (or of one property of it: the Assign form opened from a
// tenant), with its room and property, matched by room number or property name, in the order a
// person looks for them.
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FreeBedAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { beds, properties, rooms } from '../../db/schema';
import type { AccessScope } from '../access';
import { propertyInScope } from '../properties/read';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function freeBeds(
  db: Executor,
  scope: AccessScope,
  { search = '', limit = 20, propertyId }: { search?: string; limit?: number; propertyId?: string },
): Promise<FreeBedAnswer[]> {
  if (propertyId) await propertyInScope(db, scope, propertyId);
  const pattern = `%${escapeLike(search.trim())}%`;
  const rows = await db
    .select({
      id: beds.id,
      bedNumber: beds.bedNumber,
      roomId: rooms.id,
      roomNumber: rooms.roomNumber,
      floor: rooms.floor,
      propertyId: properties.id,
      propertyName: properties.name,
    })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(
      and(
        isNull(beds.occupantId),
        isNull(beds.deletedAt),
        isNull(rooms.deletedAt),
        isNull(properties.deletedAt),
        scope.propertyFilter(rooms.propertyId),
        propertyId ? eq(rooms.propertyId, propertyId) : undefined,
        search.trim() ? or(ilike(rooms.roomNumber, pattern), ilike(properties.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(rooms.floor), asc(rooms.roomNumber), asc(beds.bedNumber))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    bedNumber: row.bedNumber,
    room: { _id: row.roomId, roomNumber: row.roomNumber, floor: row.floor },
    property: { _id: row.propertyId, name: row.propertyName },
  }));
}
