import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsStaff } from '../support/auth';
import { ADMIN_STATE } from '../support/env';
import { chooseInPicker } from '../support/picker';

// The journeys run in order on one fresh server (one worker): the first adds this property, the
// others find it by name, so each still runs when an earlier one failed.
const propertyName = 'Lakeside Residency';

async function openRowMenu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).click();
  return page.getByRole('menu');
}

/** The detail page of the property the first journey added (read with the admin's session). */
async function propertyUrlOf(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `/api/v1/property/all-propertis?search=${encodeURIComponent(propertyName)}`,
  );
  const rows = ((await response.json()) as { data: Array<{ _id: string }> }).data;
  expect(rows, `the property ${propertyName} exists`).toHaveLength(1);
  return `/app/property/${rows[0]!._id}`;
}

test('the super admin adds a property and a room of 3 beds', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto('/app/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Property' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Area is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(propertyName);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('PG');
  await page.getByRole('combobox', { name: 'Allowed For' }).selectOption('GIRLS');
  await page.getByRole('textbox', { name: /^Area/ }).fill('Whitefield');
  await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
  await page.getByRole('textbox', { name: /^Pincode/ }).fill('560066');
  await page.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property has been added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/properties\/?$/);

  await page.getByRole('searchbox', { name: 'Search properties' }).fill('Lakeside');
  await expect(page).toHaveURL(/search=Lakeside/);
  const row = page.getByRole('row', { name: new RegExp(propertyName) });
  await expect(row).toBeVisible();
  await (
    await openRowMenu(page, `Actions for ${propertyName}`)
  )
    .getByRole('menuitem', { name: 'View Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Room' });
  await dialog.getByRole('textbox', { name: /^Room Number/ }).fill('G1');
  await dialog.getByRole('spinbutton', { name: /^Floor/ }).fill('0');
  await dialog.getByRole('spinbutton', { name: /^Bed Capacity/ }).fill('11');
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(dialog.getByText('Maximum capacity is 10')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: /^Bed Capacity/ }).fill('3');
  await dialog.getByRole('button', { name: 'Add Room' }).click();
  await expect(page.getByText('Room has been added successfully')).toBeVisible();
  const roomRow = page.getByRole('row', { name: /Room G1/ });
  await expect(roomRow).toContainText('0/3');
  await expect(roomRow).toContainText('Available');
  await expect(page.getByText('Total Beds')).toBeVisible();
  await context.close();
});

test('the super admin assigns a tenant to a bed, sees the counts change, and vacates', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  const propertyUrl = await propertyUrlOf(page.request);
  await page.goto(propertyUrl);
  await (await openRowMenu(page, 'Actions for room G1')).getByRole('menuitem', { name: 'Detail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room G1' })).toBeVisible();

  await (await openRowMenu(page, 'Actions for bed 1')).getByRole('menuitem', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Tenant' });
  // The seeded demo tenant on no bed.
  await chooseInPicker(dialog, /^Tenant/, 'Arjun', /Arjun Mehta/);
  await dialog.getByRole('textbox', { name: /^Rent Amount/ }).fill('9000');
  await dialog.getByRole('checkbox', { name: 'Meal included' }).check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Meal Cost/ }).fill('2500');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Tenant Assigned Successfully')).toBeVisible();
  const bedRow = page.getByRole('row', { name: /Bed 1/ });
  await expect(bedRow).toContainText('Occupied');
  await expect(bedRow).toContainText('Arjun Mehta');

  await page.goto(propertyUrl);
  await expect(page.getByRole('row', { name: /Room G1/ })).toContainText('1/3');
  const figure = (label: string) => page.locator('dl > div').filter({ hasText: label });
  await expect(figure('Total Tenants')).toContainText('1');
  await expect(figure('Available Beds')).toContainText('2');

  await page.goBack();
  await (await openRowMenu(page, 'Actions for bed 1')).getByRole('menuitem', { name: 'Vacate' }).click();
  await page.getByRole('dialog', { name: 'Vacate Tenant' }).getByRole('button', { name: 'Vacate' }).click();
  await expect(page.getByText('Tenant vacated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Bed 1/ })).toContainText('Available');
  await context.close();
});

test('switching the current property moves the tick and the dashboard follows', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto('/app/dashboard');
  await expect(page.getByText('Current property: Sunrise PG')).toBeVisible();
  await page.goto(`/app/properties?search=${encodeURIComponent('Lakeside')}`);
  await (
    await openRowMenu(page, `Actions for ${propertyName}`)
  )
    .getByRole('menuitem', { name: 'Switch' })
    .click();
  await expect(page.getByText('You have successfully switched to another property.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(propertyName) })).toContainText('Current property');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText(`Current property: ${propertyName}`)).toBeVisible();
  // Back, so other journeys find the demo property current.
  await page.goto('/app/properties?search=Sunrise');
  await (await openRowMenu(page, 'Actions for Sunrise PG')).getByRole('menuitem', { name: 'Switch' }).click();
  await expect(page.getByText('You have successfully switched to another property.')).toBeVisible();
  await context.close();
});

test('a manager sees only their properties and the not-found page on another one', async ({
  browser,
  page,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const propertyUrl = await propertyUrlOf(admin.request);
  await admin.close();
  await signInAsStaff(page, 'manager@example.com');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('row', { name: /Sunrise PG/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(propertyName) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Property' })).toHaveCount(0);
  await page.goto(propertyUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(propertyName)).toHaveCount(0);
});
