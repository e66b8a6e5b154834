// Tenants, rooms and assignments made through the API for journeys that need a tenant on a bed,
// as the signed-in staff member of `request` (their current property).
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import type { Room } from '@pgportal/contracts/types';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_URL } from './env';

const headers = { origin: E2E_URL };

export interface NewTenant {
  fullName: string;
  email: string;
  phoneNumber?: string;
  dateOfBirth?: string;
  address?: string;
}

/** A tenant of the current property, on no bed: their id. */
export async function addTenant(request: APIRequestContext, tenant: NewTenant): Promise<string> {
  const added = await request.post(`${API_BASE}${API.tenant.add}`, {
    headers,
    multipart: {
      phoneNumber: '98765 43210',
      dateOfBirth: '1999-04-12',
      address: '2 MG Road, Bengaluru',
      ...tenant,
    },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { data: { _id: string } }).data._id;
}

/** A new room of the current property: its id and its beds' ids. */
export async function addRoom(
  request: APIRequestContext,
  roomNumber: string,
  { floor = 1, bedCapacity = 1 }: { floor?: number; bedCapacity?: number } = {},
) {
  const made = await request.post(`${API_BASE}${API.room.create}`, {
    headers,
    data: { roomNumber, floor, bedCapacity },
  });
  expect(made.status()).toBe(201);
  const room = ((await made.json()) as { data: { _id: string; beds: Array<{ _id: string }> } }).data;
  return { id: room._id, bedIds: room.beds.map((bed) => bed._id) };
}

/**
 * A free bed of the current property, the first or the last listed; never in room 303, which the
 * admission journey takes; a new room's when none is free.
 */
export async function freeBed(request: APIRequestContext, which: 'first' | 'last' = 'first') {
  // The tenant was added to the current property, so only its beds will do (a bed of another
  // journey's property would put the tenant off this Dues page): its rooms, every one (a page of the
  // API's largest size; the journeys' properties have far fewer).
  const profile = (await (await request.get(`${API_BASE}${API.user.profile}`)).json()) as {
    data: { currentProperty: string | null };
  };
  expect(profile.data.currentProperty, 'the admin has a current property').toBeTruthy();
  const listed = await request.get(
    `${API_BASE}${API.room.ofProperty(profile.data.currentProperty!)}?limit=100`,
  );
  const rooms = ((await listed.json()) as { data: Room[] }).data;
  const free = rooms
    .filter((room) => room.roomNumber !== '303')
    .flatMap((room) => room.beds.filter((bed) => !bed.isOccupied).map((bed) => ({ room, bed })))
    .at(which === 'first' ? 0 : -1);
  if (free) return { roomId: free.room._id, bedId: free.bed._id };
  // The journeys that ran before on this worker's database may have taken every bed (how many do
  // depends on which journeys the worker was given): a new one-bed room of the property then.
  const room = await addRoom(request, `F${Date.now() % 1_000_000}`);
  return { roomId: room.id, bedId: room.bedIds[0]! };
}

/** Puts the tenant on the bed at `rentAmount` rupees a month, with more terms if given (meals…). */
export async function assignBed(
  request: APIRequestContext,
  tenantId: string,
  { roomId, bedId }: { roomId: string; bedId: string },
  rentAmount: number,
  terms: Record<string, unknown> = {},
) {
  const assigned = await request.post(`${API_BASE}${API.bed.assignTenant}`, {
    headers,
    data: { tenantId, roomId, bedId, rentAmount, ...terms },
  });
  expect(assigned.status()).toBe(200);
}
