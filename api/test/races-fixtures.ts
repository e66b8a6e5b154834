// What a race must never leave behind in a property: checked after each round of races.test.ts.
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { bedAssignments, beds, invoices, properties, rooms } from '../src/db/schema';

/**
 * The property's occupied beds and open assignments in a deleted room or property, and its
 * invoices if the property is deleted (a deleted property never had a tenant on a bed, so nothing
 * was billed against it): each kind with its count, none when all is well.
 */
export async function brokenInDeleted(db: Db, propertyId: string): Promise<string[]> {
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
  const billed = await db
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(and(eq(properties.id, propertyId), isNotNull(properties.deletedAt)));
  return [
    [occupied.length, 'occupied bed(s)'],
    [open.length, 'open assignment(s)'],
    [billed.length, 'invoice(s)'],
  ]
    .filter(([count]) => Number(count) > 0)
    .map(([count, what]) => `${count} ${what}`);
}
