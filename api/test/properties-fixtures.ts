// Shared rows and calls of the properties, rooms and beds tests.
import { eq } from 'drizzle-orm';
import { tenants, users } from '../src/db/schema';
import type { TestApp } from './helpers';

export const ADDRESS = {
  fullAddress: '1 Main Road',
  area: 'Indiranagar',
  city: 'Bengaluru',
  pinCode: '560038',
};

/** The fields of the property form, as a JSON body (the API reads multipart or JSON alike). */
export const propertyFields = (name: string, city = 'Bengaluru') => ({
  name,
  description: 'Near the metro',
  category: 'PG',
  allowedFor: 'MIXED',
  rules: 'No smoking',
  contactNumber: '9876500010',
  hasCanteen: 'true',
  address: JSON.stringify({ ...ADDRESS, city }),
  amenities: JSON.stringify([{ name: 'Wi-Fi', available: true }]),
});

export async function addPropertyVia(
  t: TestApp,
  cookie: string,
  name: string,
  city?: string,
): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/property/add',
    headers: { cookie },
    payload: propertyFields(name, city),
  });
  if (response.statusCode !== 201) throw new Error(`add property: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { _id: string } }>().data._id;
}

export interface RoomIds {
  roomId: string;
  bedIds: string[];
}

export async function addRoomVia(
  t: TestApp,
  cookie: string,
  propertyId: string,
  roomNumber: string,
  bedCapacity = 3,
): Promise<RoomIds> {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/room/create',
    headers: { cookie },
    payload: { roomNumber, floor: '1', bedCapacity: String(bedCapacity), propertyId },
  });
  if (response.statusCode !== 201) throw new Error(`add room: ${response.statusCode} ${response.body}`);
  const room = response.json<{ data: { _id: string; beds: Array<{ _id: string }> } }>().data;
  return { roomId: room._id, bedIds: room.beds.map((bed) => bed._id) };
}

let tenantCount = 0;
/** A verified tenant of `propertyId`, on no bed. */
export async function addTenantRow(
  t: TestApp,
  propertyId: string | null,
  name = 'Ravi Kumar',
): Promise<string> {
  tenantCount += 1;
  const [row] = await t.database.db
    .insert(tenants)
    .values({
      fullName: name,
      email: `tenant.${tenantCount}.${Date.now()}@example.com`,
      phoneNumber: '9876543210',
      isVerified: true,
      propertyId,
    })
    .returning({ id: tenants.id });
  return row!.id;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export const assignPayload = (
  tenantId: string,
  room: RoomIds,
  bed = 0,
  extra: Record<string, unknown> = {},
) => ({
  tenantId,
  roomId: room.roomId,
  bedId: room.bedIds[bed],
  rentAmount: 8000,
  mealIncluded: true,
  mealCost: 2500.5,
  collectAdvance: true,
  advanceAmount: 10000,
  ...extra,
});

export function assign(t: TestApp, cookie: string, payload: object) {
  return t.request({ method: 'POST', url: '/api/v1/bed/assign-tenant', headers: { cookie }, payload });
}

export function vacate(t: TestApp, cookie: string, tenantId: string) {
  return t.request({ method: 'POST', url: `/api/v1/bed/vacate-tenant/${tenantId}`, headers: { cookie } });
}
