// Rooms, beds and open bed assignments for the complaints tests, written straight to the tables
// (the beds API lives in its own issue): a tenant "on a bed" is an open bed assignment plus the
// tenant's and the bed's own columns, as an assignment leaves them.
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { bedAssignments, beds, rooms, tenants } from '../src/db/schema';

export async function addRoom(executor: Executor, propertyId: string, roomNumber: string, bedCount: number) {
  const [room] = await executor
    .insert(rooms)
    .values({ propertyId, roomNumber, floor: 1, bedCapacity: bedCount })
    .returning({ id: rooms.id });
  const bedRows = await executor
    .insert(beds)
    .values(Array.from({ length: bedCount }, (_, index) => ({ roomId: room!.id, bedNumber: index + 1 })))
    .returning({ id: beds.id });
  return { roomId: room!.id, bedIds: bedRows.map((bed) => bed.id) };
}

export interface Place {
  propertyId: string;
  roomId: string;
  bedId: string;
}

/** Puts the tenant on the bed: an open assignment, the bed's occupant, the tenant's room and bed. */
export async function putOnBed(executor: Executor, tenantId: string, place: Place) {
  await executor
    .insert(bedAssignments)
    .values({ tenantId, ...place, startDate: '2026-01-01', rentPaise: 800_000 });
  await executor.update(beds).set({ occupantId: tenantId }).where(eq(beds.id, place.bedId));
  await executor
    .update(tenants)
    .set({ propertyId: place.propertyId, roomId: place.roomId, bedId: place.bedId })
    .where(eq(tenants.id, tenantId));
}

export async function tenantIdOf(executor: Executor, email: string): Promise<string> {
  const [row] = await executor.select({ id: tenants.id }).from(tenants).where(eq(tenants.email, email));
  return row!.id;
}
