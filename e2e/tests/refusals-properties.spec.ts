import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { listQuerySchema } from '@pgportal/contracts/schemas';
import { ADMIN_STATE } from '../support/env';
import { expectErrorToast, expectFieldError, readRefusedBy } from '../support/refusals';

test.use({ storageState: ADMIN_STATE });

/** The demo property's detail page (its rooms 101 to 303; Demo Tenant is on room 101). */
async function openDemoProperty(page: Page) {
  await page.goto('/app/properties?search=Sunrise');
  await page.getByRole('button', { name: 'Actions for Sunrise PG' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
}

test('adding a room whose number is taken marks Room Number with the server message', async ({ page }) => {
  await openDemoProperty(page);
  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByRole('textbox', { name: /^Room Number/ }).fill('101');
  await dialog.getByRole('spinbutton', { name: /^Floor/ }).fill('1');
  await dialog.getByRole('spinbutton', { name: /^Bed Capacity/ }).fill('2');
  await dialog.getByRole('button', { name: 'Add Room' }).click();

  await expectErrorToast(page, MESSAGES.roomNumberTaken);
  await expectFieldError(dialog.getByRole('textbox', { name: /^Room Number/ }), MESSAGES.roomNumberTaken);
  await expect(dialog).toBeVisible();
});

test('deleting a room or a property with occupied beds says why, and nothing is deleted', async ({
  page,
}) => {
  await openDemoProperty(page);
  await page.getByRole('button', { name: 'Actions for room 101' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Delete Room' }).getByRole('button', { name: 'Delete' }).click();
  await expectErrorToast(page, MESSAGES.roomHasOccupiedBeds);
  await page.getByRole('dialog', { name: 'Delete Room' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Room 101/ })).toBeVisible();

  await page.goto('/app/properties?search=Sunrise');
  await page.getByRole('button', { name: 'Actions for Sunrise PG' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Property' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectErrorToast(page, MESSAGES.propertyHasOccupiedBeds);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Sunrise PG/ })).toBeVisible();
});

test("a property that does not exist shows the not-found screen; a refused list, the server's message", async ({
  page,
}) => {
  await page.goto('/app/property/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible();

  const refusal = listQuerySchema.safeParse({ limit: 101 }).error?.issues[0]?.message ?? '';
  expect(refusal).toBe('limit must be at most 100');
  for (const [path, url, row] of [
    ['/room/', '/app/rooms', /Room 101/],
    ['/property/all-propertis', '/app/properties', /Sunrise PG/],
  ] as const) {
    const unroute = await readRefusedBy(page, path, { limit: '101' });
    await page.goto(url);
    await expectErrorToast(page, refusal);
    // Not an empty table that says there is nothing: the panel says why and offers to ask again.
    const panel = page.getByRole('main').getByRole('alert').filter({ hasText: refusal });
    await expect(panel).toBeVisible();
    await unroute();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('row', { name: row }).first()).toBeVisible();
    await expect(panel).toHaveCount(0);
  }
});
