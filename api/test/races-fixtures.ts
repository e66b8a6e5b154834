// What a race or a sequence of writes must never leave behind in a property (races.test.ts,
// billing-invariants.test.ts).
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { bedAssignments, beds, invoices, properties, rooms } from '../src/db/schema';

/**
 * The property's occupied beds and open assignments in a deleted room or property: each kind with
 * its count, none when all is well.
 */
export async function bedsInDeleted(db: Db, propertyId: string): Promise<string[]> {
  const deletedPlace = or(isNotNull(rooms.deletedAt), isNotNull(properties.deletedAt));
  const occupied = await db
    .select({ id: beds.id })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(and(eq(properties.id, propertyId), isNotNull(beds.occupantId), deletedPlace));
  const open = await db
    .select({ id: bedAssignments.id })
    .from(bedAssignments)
    .innerJoin(rooms, eq(rooms.id, bedAssignments.roomId))
    .innerJoin(properties, eq(properties.id, bedAssignments.propertyId))
    .where(and(eq(properties.id, propertyId), isNull(bedAssignments.endDate), deletedPlace));
  return [
    [occupied.length, 'occupied bed(s)'],
    [open.length, 'open assignment(s)'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, what]) => `${count} ${what}`);
}

/** The invoices of the property if it is deleted. */
export async function invoicesOfDeleted(db: Db, propertyId: string): Promise<number> {
  const billed = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(and(eq(properties.id, propertyId), isNotNull(properties.deletedAt)));
  return billed.length;
}

/** The property's beds in its rooms not deleted (what its totalBeds counts). */
export async function liveBedsOf(db: Db, propertyId: string): Promise<number> {
  const live = await db
    .select({ id: beds.id })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(and(eq(rooms.propertyId, propertyId), isNull(rooms.deletedAt), isNull(beds.deletedAt)));
  return live.length;
}
