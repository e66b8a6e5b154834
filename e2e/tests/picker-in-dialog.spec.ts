import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';

test.use({ storageState: ADMIN_STATE });

interface RoomRow {
  _id: string;
  roomNumber: string;
  beds: Array<{ bedNumber: number; isOccupied: boolean }>;
}

/** A room of the demo data with a free bed, and that bed's number. */
async function freeBed(request: APIRequestContext): Promise<{ url: string; bedNumber: number }> {
  const response = await request.get('/api/v1/room/?page=1&limit=50');
  const rooms = ((await response.json()) as { data: RoomRow[] }).data;
  for (const room of rooms) {
    const bed = room.beds.find((candidate) => !candidate.isOccupied);
    if (bed) return { url: `/app/rooms/view/${room._id}`, bedNumber: bed.bedNumber };
  }
  throw new Error('the demo data has no free bed');
}

test("Esc in the assign-tenant picker closes only its list; Esc on the changed form asks 'Discard changes?'", async ({
  page,
}) => {
  const { url, bedNumber } = await freeBed(page.request);
  await page.goto(url);
  await page.getByRole('button', { name: `Actions for bed ${bedNumber}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Tenant' });
  await expect(dialog).toBeVisible();

  const tenant = dialog.getByRole('combobox', { name: /^Tenant/ });
  await tenant.focus();
  const list = dialog.getByRole('listbox', { name: /^Tenant/ });
  await expect(list).toBeVisible();
  await expect(tenant).toHaveAttribute('aria-expanded', 'true');

  // Arrows move the active option; focus stays in the field.
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(tenant).toHaveAttribute('aria-activedescendant', /.+/);
  await expect(tenant).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(tenant).toBeFocused();

  // The list is no Tab stop: Tab goes from the open picker to the next field.
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: /^Room/ })).toBeFocused();

  // With a change made, Esc asks before discarding it.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('textbox', { name: /^Rent Amount/ }).fill('9000');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: /^Rent Amount/ })).toHaveValue('9000');
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();
});
