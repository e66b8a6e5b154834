// Rooms, beds and open bed assignments for the complaints tests, written straight to the tables
// (the beds API lives in its own issue): a tenant "on a bed" is an open bed assignment plus the
// tenant's and the bed's own columns, as an assignment leaves them.
import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client';
import { DEMO_PROPERTY_ID } from '../src/db/seed';
import { bedAssignments, beds, rooms, tenants } from '../src/db/schema';
import { addProperty, addTenant } from './fixtures';
import type { TestApp } from './helpers';

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

export type ComplaintsActor = 'admin' | 'manager' | 'tenant' | 'neighbour' | 'far' | 'homeless';

/**
 * The complaints tests' people: the demo tenant and a neighbour on the two beds of room 101 of the
 * demo property, a tenant far away on another property's bed, one on no bed; their sign-in cookies
 * are put into `cookie`, their places returned.
 */
export async function complaintsWorld(t: TestApp, cookie: Record<ComplaintsActor, string>) {
  const db = t.database.db;
  const otherProperty = await addProperty(db, 'Far Away PG');
  const near = await addRoom(db, DEMO_PROPERTY_ID, '101', 2);
  const far = await addRoom(db, otherProperty, '900', 1);
  const home: Place = { propertyId: DEMO_PROPERTY_ID, roomId: near.roomId, bedId: near.bedIds[0]! };
  const neighbourPlace: Place = { propertyId: DEMO_PROPERTY_ID, roomId: near.roomId, bedId: near.bedIds[1]! };
  const farPlace: Place = { propertyId: otherProperty, roomId: far.roomId, bedId: far.bedIds[0]! };
  await putOnBed(db, await tenantIdOf(db, 'tenant@example.com'), home);
  await putOnBed(db, await addTenant(db, 'neighbour@example.com', DEMO_PROPERTY_ID), neighbourPlace);
  await putOnBed(db, await addTenant(db, 'far@example.com', otherProperty), farPlace);
  await addTenant(db, 'homeless@example.com', DEMO_PROPERTY_ID);
  cookie.admin = await t.cookieFor('staff', 'admin@example.com');
  cookie.manager = await t.cookieFor('staff', 'manager@example.com');
  cookie.tenant = await t.cookieFor('tenant', 'tenant@example.com');
  cookie.neighbour = await t.cookieFor('tenant', 'neighbour@example.com');
  cookie.far = await t.cookieFor('tenant', 'far@example.com');
  cookie.homeless = await t.cookieFor('tenant', 'homeless@example.com');
  return { home, neighbourPlace, farPlace };
}

/** A complaint's multipart body: its fields and images as PNG files. */
export function complaintForm(fields: Record<string, string>, images: Buffer[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  images.forEach((image, index) =>
    body.append('complaintImages', new Blob([new Uint8Array(image)]), `photo-${index}.png`),
  );
  return body;
}
