// Issue 22, managers and properties: an admin gives a manager a second property (their current
// property stays), the manager switches from the top bar, the admin removes them (access ends at
// once), and 'Assign a bed' on a walk-in's page puts them on a free bed of their property.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import { signInAsStaff, waitForMail } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

const api = (path: string) => `${API_BASE}${path}`;

/** A write with the admin's session (scripts send the portal's Origin); answers the new row's id. */
async function write(
  request: APIRequestContext,
  path: string,
  options: { multipart?: Record<string, string>; data?: object },
) {
  const response = await request.post(api(path), { headers: { origin: E2E_URL }, ...options });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

const addProperty = (request: APIRequestContext, name: string) =>
  write(request, API.property.add, {
    multipart: {
      name,
      category: 'PG',
      allowedFor: 'MIXED',
      address: JSON.stringify({ area: 'Jayanagar', city: 'Bengaluru', pinCode: '560041' }),
    },
  });

/** A verified manager of this journey's own, assigned to `propertyId`: their e-mail and name. */
async function addManager(browser: Browser, request: APIRequestContext, stamp: string, propertyId: string) {
  const email = `manager.across.${stamp}@example.com`;
  const name = `Meera Iyer ${stamp}`;
  const since = new Date(Date.now() - 1000);
  const managerId = await write(request, API.user.add, {
    multipart: { name, email, phoneNumber: '9876500021', role: 'MANAGER' },
  });
  const mail = await waitForMail(request, email, since, /verify/i);
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  const verifier = await browser.newPage();
  await verifier.goto(link as string);
  await expect(verifier.getByText('Email Verified!')).toBeVisible();
  await verifier.close();
  await write(request, API.property.assignManager, { data: { propertyId, managerId } });
  return { email, name };
}

for (const { name: screen, viewport } of VIEWPORTS) {
  test(`a manager across two properties: kept current property, top bar switch, removal, Assign a bed (${screen})`, async ({
    browser,
  }) => {
    const stamp = `${Date.now()}${screen === 'phone' ? 1 : 0}`;
    const adminContext = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const admin = await adminContext.newPage();
    const first = `Hillview PG ${stamp}`;
    const second = `Riverside PG ${stamp}`;
    const firstId = await addProperty(admin.request, first);
    const secondId = await addProperty(admin.request, second);
    const manager = await addManager(browser, admin.request, stamp, firstId);
    await write(admin.request, API.room.create, {
      multipart: { roomNumber: 'H1', floor: '1', bedCapacity: '2', propertyId: firstId },
    });
    const walkIn = `Kiran Das ${stamp}`;
    const walkInId = await write(admin.request, API.tenant.add, {
      multipart: {
        fullName: walkIn,
        email: `kiran.${stamp}@example.com`,
        phoneNumber: '9876512399',
        dateOfBirth: '2000-02-14',
        address: '4 Church Street, Bengaluru',
        propertyId: firstId,
      },
    });

    // The admin assigns the manager to a second property from its page.
    await admin.goto(href('propertyDetail', { id: secondId }));
    await expect(admin.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
    const assignForm = admin.getByRole('form', { name: 'Assign a Manager' });
    await assignForm
      .getByRole('combobox', { name: 'Assign a Manager' })
      .selectOption({ label: `${manager.name} (${manager.email})` });
    await assignForm.getByRole('button', { name: 'Assign' }).click();
    await expect(admin.getByText('Manager assigned successfully')).toBeVisible();

    // The manager's current property is still the first; they switch from the top bar.
    const managerContext = await browser.newContext({ viewport });
    const page = await managerContext.newPage();
    await signInAsStaff(page, manager.email);
    await expect(page.getByText(`Current property: ${first}`)).toBeVisible();
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Current property' });
    await expect(switcher).toHaveValue(firstId);
    await settled(page);
    await expectNoSeriousViolations(page, `manager dashboard with the property switcher (${screen})`);
    // The switcher fits the top bar: no sideways scrolling, on a phone too.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    if (screen === 'phone') {
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await overflow(), 'the page scrolls sideways at 320px').toBeLessThanOrEqual(0);
      await page.setViewportSize(viewport);
    }
    await switcher.selectOption({ label: second });
    await expect(page.getByText('You have successfully switched to another property.')).toBeVisible();
    await expect(page.getByText(`Current property: ${second}`)).toBeVisible();

    // The admin removes them from the second property: their access ends at once.
    await admin.reload();
    await admin.getByRole('button', { name: `Remove ${manager.name}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Remove Manager' });
    await expect(confirm).toContainText(`from ${second}`);
    await settled(admin);
    await expectNoSeriousViolations(admin, `remove a manager (${screen})`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(admin.getByText('Manager removed from this property')).toBeVisible();
    await expect(admin.getByRole('button', { name: `Remove ${manager.name}` })).toHaveCount(0);
    expect((await page.request.get(api(API.property.fetch(secondId)))).status()).toBe(404);
    await page.reload();
    await expect(page.getByText(`Current property: ${first}`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Current property' })).toHaveCount(0);
    await adminContext.close();

    // 'Assign a bed' from the walk-in's page: the form knows the tenant and lists the free beds;
    // they moved in a week ago, so the month already due is invoiced at once.
    await page.goto(href('tenantView', { id: walkInId }));
    await page.getByRole('button', { name: 'Assign a bed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Assign a bed' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Tenant/ })).toHaveValue(walkIn);
    const bed = page.getByRole('combobox', { name: /^Bed/ });
    await expect(bed.getByRole('option', { name: 'Room H1 / Bed 2 · Floor 1' })).toBeAttached();
    await settled(page);
    await expectNoSeriousViolations(page, `Assign a bed (${screen})`);
    await bed.selectOption({ label: 'Room H1 / Bed 1 · Floor 1' });
    await page.getByRole('textbox', { name: /^Rent Amount/ }).fill('7500');
    await page.getByLabel(/Moved in on/).fill(addDaysToApiDate(todayApiDate(), -7));
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Tenant Assigned Successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href('tenantView', { id: walkInId })}$`));
    await expect(page.getByRole('button', { name: 'Assign a bed' })).toHaveCount(0);
    await expect(page.getByText('Room H1 · Bed 1')).toBeVisible();
    await page.getByRole('tab', { name: 'Invoice' }).click();
    await expect(
      page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: /INV-/ }),
    ).toHaveCount(1);
    await managerContext.close();
  });
}
