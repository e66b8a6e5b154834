// Issue 43, an operator with hundreds of properties: the property choice of Add Room (mfe-properties)
// and New Tenant (mfe-tenants) lists a page of them (the 100 newest), so it offers 'Find a
// property' to reach the others by name as you type (@pgportal/domain's PropertyChoice, proved here
// in the built portal across both remotes); the shell's Current property still names the current
// one and leads to the rest. The journey's properties are removed at its end, so the
// journeys after it on this server see the choice as before.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const api = (path: string) => `${API_BASE}${path}`;
const WRITE = { origin: E2E_URL };

async function addProperty(request: APIRequestContext, name: string) {
  const response = await request.post(api(API.property.add), {
    headers: WRITE,
    multipart: {
      name,
      category: 'PG',
      allowedFor: 'MIXED',
      address: JSON.stringify({ area: 'Whitefield', city: 'Bengaluru', pinCode: '560066' }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

test('an admin with more properties than a choice lists finds one by name (Add Room, New Tenant) and the top bar still names the current one', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  const target = `Quiet Harbour ${stamp}`;
  // the one looked for is the oldest: the 100 newest the choice lists leave it out
  const ids = [await addProperty(page.request, target)];
  try {
    for (let index = 1; index <= 100; index += 1)
      ids.push(await addProperty(page.request, `Zz Nest ${stamp} ${String(index).padStart(3, '0')}`));

    await page.goto('/app/property/current/add-room');
    const form = page.getByRole('form', { name: 'Add Room' });
    const choice = form.getByRole('combobox', { name: /^Property/ });
    await expect(choice.getByRole('option', { name: `Zz Nest ${stamp} 100` })).toBeAttached();
    await expect(choice.getByRole('option', { name: target })).toHaveCount(0);
    await form.getByRole('searchbox', { name: 'Find a property' }).fill('quiet harbour');
    await expect(choice.getByRole('option', { name: target })).toBeAttached();
    await choice.selectOption({ label: target });
    await expect(form.getByText(`Property: ${target}`)).toBeVisible();
    // another search leaves the choice made
    await form.getByRole('searchbox', { name: 'Find a property' }).fill('zz nest');
    await expect(form.getByText(`Property: ${target}`)).toBeVisible();
    await expect(choice).toHaveValue(ids[0]!);
    await form.getByRole('textbox', { name: /^Room Number/ }).fill('Q1');
    await form.getByRole('spinbutton', { name: /^Floor/ }).fill('1');
    await form.getByRole('spinbutton', { name: /^Bed Capacity/ }).fill('2');
    await form.getByRole('button', { name: 'Add Room' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
    const rooms = await page.request.get(api(API.room.ofProperty(ids[0]!)));
    const roomNumbers = ((await rooms.json()) as { data: Array<{ roomNumber: string }> }).data;
    expect(roomNumbers.map((room) => room.roomNumber)).toEqual(['Q1']);

    // the Rooms list's Property filter finds it the same way
    await page.goto('/app/rooms');
    await page.getByRole('searchbox', { name: 'Find a property' }).fill('quiet harbour');
    const filter = page.getByRole('main').getByRole('combobox', { name: 'Property' });
    await expect(filter.getByRole('option', { name: target })).toBeAttached();
    await filter.selectOption({ label: target });
    await expect(page.getByRole('table', { name: 'Rooms' }).getByText('Room Q1')).toBeVisible();

    // so does the Audit log's, and its entries name an older property (the API's name, not the list's)
    await page.goto('/app/audit');
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByRole('searchbox', { name: 'Find a property' }).fill('quiet harbour');
    await filters.getByRole('combobox', { name: 'Property' }).selectOption({ label: target });
    await expect(page.getByRole('table', { name: 'Audit log' }).getByText(target).first()).toBeVisible();

    await page.goto('/app/tenants/admission');
    const admission = page.getByRole('form', { name: 'New Tenant' });
    await admission.getByRole('searchbox', { name: 'Find a property' }).fill(`Quiet Harbour ${stamp}`);
    await admission.getByRole('combobox', { name: /^Property/ }).selectOption({ label: target });
    await expect(admission.getByText(`Property: ${target}`)).toBeVisible();

    // The top bar's switcher lists the 100 newest too: it still names the admin's (older) current
    // property, and 'Other properties…' opens the overview, where 'Open dashboard' makes any current.
    const me = await page.request.get(api(API.user.profile));
    const currentId = ((await me.json()) as { data: { currentProperty: string } }).data.currentProperty;
    const currentName = (
      (await (await page.request.get(api(API.property.fetch(currentId)))).json()) as {
        data: { name: string };
      }
    ).data.name;
    const switcher = page.getByRole('combobox', { name: 'Current property' });
    await expect(switcher.locator('option:checked')).toHaveText(currentName);
    await switcher.selectOption({ label: 'Other properties…' });
    await expect(page.getByRole('heading', { level: 1, name: 'Properties overview' })).toBeVisible();
    await expect(switcher.locator('option:checked')).toHaveText(currentName);
  } finally {
    for (const id of ids) {
      const removed = await page.request.delete(api(API.property.delete(id)), { headers: WRITE });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    await context.close();
  }
});
