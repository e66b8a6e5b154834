// Electricity by meter (issue 25): a property with meters and a rate, stays written as rows (any
// past dates), tenants who can sign in, and the readings form.
import { eq } from 'drizzle-orm';
import { API } from '@pgportal/contracts/api-paths';
import { bedAssignments, properties, tenants } from '../src/db/schema';
import { formData } from './fixtures';
import type { TestApp } from './helpers';
import { addPropertyVia, addRoomVia, type RoomIds } from './properties-fixtures';

export const url = (path: string) => `/api/v1${path}`;

let count = 0;

/** A new property whose rooms have meters, at `ratePaise` per unit, and one room of 3 beds. */
export async function meteredRoom(t: TestApp, admin: string, ratePaise = 850) {
  count += 1;
  const propertyId = await addPropertyVia(t, admin, `Metered PG ${count}`);
  await t.database.db
    .update(properties)
    .set({ electricityRatePaise: ratePaise, roomsHaveMeters: true })
    .where(eq(properties.id, propertyId));
  const room = await addRoomVia(t, admin, propertyId, `E${count}`, 3);
  return { propertyId, room };
}

/** A verified tenant of the property, who can sign in with `email`. */
export async function tenantOf(t: TestApp, propertyId: string, fullName: string) {
  count += 1;
  const email = `meter.${count}.${Date.now()}@example.com`;
  const [row] = await t.database.db
    .insert(tenants)
    .values({ fullName, email, phoneNumber: '9876543210', isVerified: true, propertyId })
    .returning({ id: tenants.id });
  return { id: row!.id, email };
}

/** A stay on bed `bed` of the room from `startDate` (arrival) to `endDate` (leaving; null: still there). */
export async function stay(
  t: TestApp,
  propertyId: string,
  room: RoomIds,
  bed: number,
  tenantId: string,
  startDate: string,
  endDate: string | null,
) {
  await t.database.db.insert(bedAssignments).values({
    tenantId,
    bedId: room.bedIds[bed]!,
    roomId: room.roomId,
    propertyId,
    startDate,
    endDate,
    rentPaise: 800_000,
  });
}

export function postReading(
  t: TestApp,
  cookie: string,
  roomId: string,
  fields: Record<string, string>,
  files: Record<string, { content: Buffer; name: string }> = {},
) {
  return t.request({
    method: 'POST',
    url: url(API.room.meterReadings(roomId)),
    headers: { cookie },
    payload: formData(fields, files),
  });
}

export function correctReading(
  t: TestApp,
  cookie: string,
  roomId: string,
  readingId: string,
  fields: Record<string, string>,
) {
  return t.request({
    method: 'PUT',
    url: url(API.room.meterReading(roomId, readingId)),
    headers: { cookie },
    payload: formData(fields),
  });
}

export interface ReadingAnswer {
  _id: string;
  readingDate: string;
  photo: { url: string } | null;
  cost: number | null;
  unbilled: number;
  isLatest: boolean;
  billed: boolean;
}

/** The room's readings, newest first. */
export const readingsOf = async (t: TestApp, cookie: string, roomId: string): Promise<ReadingAnswer[]> =>
  (await t.request({ url: url(API.room.meterReadings(roomId)), headers: { cookie } })).json().data;
