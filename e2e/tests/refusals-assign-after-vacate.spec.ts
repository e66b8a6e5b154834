import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { chooseInPicker } from '../support/picker';
import { expectErrorToast, expectFieldError } from '../support/refusals';

test.use({ storageState: ADMIN_STATE });

/** A write through the API with the admin's session (scripts send the portal's Origin). */
async function created(request: APIRequestContext, url: string, multipart: Record<string, string>) {
  const response = await request.post(url, { headers: { origin: E2E_URL }, multipart });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** A property, a room of 2 beds and a tenant of this journey's own, so the demo data stays as others expect it. */
async function ownRoomAndTenant(request: APIRequestContext, stamp: number) {
  const propertyId = await created(request, '/api/v1/property/add', {
    name: `Vacate Again PG ${stamp}`,
    category: 'PG',
    allowedFor: 'MIXED',
    address: JSON.stringify({ area: 'Koramangala', city: 'Bengaluru', pinCode: '560034' }),
  });
  const roomId = await created(request, '/api/v1/room/create', {
    roomNumber: 'V1',
    floor: '0',
    bedCapacity: '2',
    propertyId,
  });
  const fullName = `Kavya Nair ${stamp}`;
  await created(request, '/api/v1/tenant/add', {
    fullName,
    email: `kavya.${stamp}@example.com`,
    phoneNumber: '9876512345',
    dateOfBirth: '2000-02-14',
    address: '4 Church Street, Bengaluru',
    propertyId,
  });
  return { roomId, fullName };
}

/** Opens the Assign Tenant dialog from a bed's row menu, picks the tenant, types the rent, and submits. */
async function assignFromBed(page: Page, bed: string, fullName: string) {
  await page.getByRole('button', { name: `Actions for ${bed}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Tenant' });
  await chooseInPicker(dialog, /^Tenant/, fullName, new RegExp(fullName));
  await dialog.getByRole('textbox', { name: /^Rent Amount/ }).fill('7500');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  return dialog;
}

test("assigning a tenant again the day they were vacated shows the server's message and marks Tenant", async ({
  page,
}) => {
  const { roomId, fullName } = await ownRoomAndTenant(page.request, Date.now());
  await page.goto(`/app/rooms/view/${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Room V1' })).toBeVisible();

  await assignFromBed(page, 'bed 1', fullName);
  await expect(page.getByText('Tenant Assigned Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bed 1/ })).toContainText(fullName);

  await page.getByRole('button', { name: 'Actions for bed 1' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Vacate' }).click();
  await page.getByRole('dialog', { name: 'Vacate Tenant' }).getByRole('button', { name: 'Vacate' }).click();
  await expect(page.getByText('Tenant vacated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bed 1/ })).toContainText('Available');

  const dialog = await assignFromBed(page, 'bed 2', fullName);
  await expectErrorToast(page, MESSAGES.tenantRentAlreadyIssued);
  await expectFieldError(dialog.getByRole('combobox', { name: /^Tenant/ }), MESSAGES.tenantRentAlreadyIssued);
  await expect(dialog).toBeVisible();
  // Nothing half-done: both beds are still free.
  const room = await page.request.get(`/api/v1/room/${roomId}`);
  const { beds } = ((await room.json()) as { data: { beds: Array<{ isOccupied: boolean }> } }).data;
  expect(beds.map((bed) => bed.isOccupied)).toEqual([false, false]);
});
