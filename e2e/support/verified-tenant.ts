// A verified tenant on a bed of the demo property, for journeys that need one who can sign in.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import type { Room } from '@pgportal/contracts/types';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { waitForMail } from './auth';
import { E2E_URL } from './env';

/**
 * A verified tenant of our own on a free bed of the demo property, with a rent of `rent`: their id.
 * (As the UPI claims journey makes one.)
 */
export async function verifiedTenantOnABed(
  request: APIRequestContext,
  browser: Browser,
  email: string,
  name: string,
  rent: number,
  /** more of the assignment's payload, e.g. { mealIncluded: true, mealCost: 3000 } */
  terms: Record<string, unknown> = {},
) {
  // By name: other journeys may have switched the admin's current property.
  const listed = await request.get(`${API_BASE}${API.property.all}?search=Sunrise%20PG&limit=100`);
  const demo = ((await listed.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
    (property) => property.name === 'Sunrise PG',
  );
  expect(demo, 'the demo property exists').toBeTruthy();
  const since = new Date(Date.now() - 1000);
  const added = await request.post(`${API_BASE}${API.tenant.add}`, {
    headers: { origin: E2E_URL },
    multipart: {
      fullName: name,
      email,
      phoneNumber: '9876543210',
      dateOfBirth: '2000-02-10',
      address: 'Bengaluru',
      propertyId: demo!._id,
    },
  });
  expect(added.status()).toBe(201);
  const tenantId = ((await added.json()) as { data: { _id: string } }).data._id;
  const mail = await waitForMail(request, email, since, /verify/i);
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await expect(visitor.getByText('Email Verified!')).toBeVisible();
  await visitor.close();
  const free = (await freeBedOf(request, demo!._id)) ?? (await newBedOf(request, demo!._id, email));
  const assigned = await request.post(`${API_BASE}${API.bed.assignTenant}`, {
    headers: { origin: E2E_URL },
    data: { tenantId, roomId: free.roomId, bedId: free.bedId, rentAmount: rent, ...terms },
  });
  expect(assigned.status()).toBe(200);
  return tenantId;
}

/** A free bed of the property, never in room 303 (the admission journey takes it), or null. */
async function freeBedOf(request: APIRequestContext, propertyId: string) {
  const rooms = (
    (await (await request.get(`${API_BASE}${API.room.ofProperty(propertyId)}`)).json()) as { data: Room[] }
  ).data;
  const free = rooms
    .filter((room) => room.roomNumber !== '303')
    .flatMap((room) => room.beds.filter((bed) => !bed.isOccupied).map((bed) => ({ room, bed })))
    .at(0);
  return free ? { roomId: free.room._id, bedId: free.bed._id } : null;
}

/**
 * A bed of a new one-bed room of the property: the journeys that ran before on this worker's
 * database may have taken every bed of the demo property (how many do depends on which journeys
 * the worker was given).
 */
async function newBedOf(request: APIRequestContext, propertyId: string, email: string) {
  const made = await request.post(`${API_BASE}${API.room.create}`, {
    headers: { origin: E2E_URL },
    data: { roomNumber: `V${email.length}${Date.now() % 100_000}`, floor: 1, bedCapacity: 1, propertyId },
  });
  expect(made.status()).toBe(201);
  const room = ((await made.json()) as { data: { _id: string; beds: Array<{ _id: string }> } }).data;
  return { roomId: room._id, bedId: room.beds[0]!._id };
}
