// The free beds of a property, for the Assign form opened from a tenant (issue 22): each with its
// room and floor, in floor, room and bed order. Scoped: another property answers 404.
import { and, asc, isNull, eq } from 'drizzle-orm';
import type { FreeBed } from '@pgportal/contracts/types';
import type { Executor } from '../../db/client';
import { beds, rooms } from '../../db/schema';
import type { AccessScope } from '../access';
import { propertyInScope } from '../properties/read';

/** GET /bed/free/{propertyId}. */
export async function listFreeBeds(executor: Executor, scope: AccessScope, propertyId: string): Promise<FreeBed[]> {
  await propertyInScope(executor, scope, propertyId);
  const rows = await executor
    .select({
      id: beds.id,
      bedNumber: beds.bedNumber,
      roomId: rooms.id,
      roomNumber: rooms.roomNumber,
      floor: rooms.floor,
    })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(
      and(
        eq(rooms.propertyId, propertyId),
        isNull(rooms.deletedAt),
        isNull(beds.deletedAt),
        isNull(beds.occupantId),
      ),
    )
    .orderBy(asc(rooms.floor), asc(rooms.roomNumber), asc(beds.bedNumber));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}
