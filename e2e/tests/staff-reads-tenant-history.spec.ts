// Issue 26, the audit log as staff read it: a manager changes a tenant's rent on Tenant Details,
// opens the History tab and sees the change with who made it, at 1280 px and on a 375 px phone.
// Axe-clean.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { signInAsStaff } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { E2E_URL } from '../support/env';

const MANAGER_STATE = `${__dirname}/../../test-results/e2e-history-manager-state.json`;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;
const headers = { origin: E2E_URL };

/** A tenant of the manager's current property on the one bed of a new room, at ₹8,000 a month. */
async function tenantOnBed(request: APIRequestContext, stamp: number): Promise<string> {
  const added = await request.post('/api/v1/tenant/add', {
    headers,
    multipart: {
      fullName: `nisha verma ${stamp}`,
      email: `nisha.${stamp}@example.com`,
      phoneNumber: '98765 43210',
      dateOfBirth: '1999-04-12',
      address: '2 MG Road, Bengaluru',
    },
  });
  expect(added.status()).toBe(201);
  const tenantId = ((await added.json()) as { data: { _id: string } }).data._id;
  const made = await request.post('/api/v1/room/create', {
    headers,
    data: { roomNumber: `H${String(stamp).slice(-6)}`, floor: 1, bedCapacity: 1 },
  });
  expect(made.status()).toBe(201);
  const room = ((await made.json()) as { data: { _id: string; beds: Array<{ _id: string }> } }).data;
  const assigned = await request.post('/api/v1/bed/assign-tenant', {
    headers,
    data: { tenantId, roomId: room._id, bedId: room.beds[0]!._id, rentAmount: 8000 },
  });
  expect(assigned.status()).toBe(200);
  return tenantId;
}

test.describe.serial('staff read a tenant’s history', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page, 'manager@example.com');
    await context.storageState({ path: MANAGER_STATE });
    await context.close();
  });

  for (const { name, viewport } of VIEWPORTS) {
    test(`changes the rent and sees who did it in History (${name}, ${viewport.width}px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport, storageState: MANAGER_STATE });
      const page = await context.newPage();
      const tenantId = await tenantOnBed(page.request, Date.now());

      await page.goto(`/app/tenants/view/${tenantId}`);
      await page.getByRole('button', { name: 'Change rent' }).click();
      const change = page.getByRole('dialog', { name: 'Change rent' });
      await change.getByRole('spinbutton', { name: /Rent Amount/ }).fill('9500');
      await change.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(MESSAGES.rentChanged)).toBeVisible();
      await expect(change).toBeHidden();

      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByRole('table', { name: 'History' });
      const rentChange = history.getByRole('row').filter({ hasText: 'Bed assignment rent changed' });
      await expect(rentChange).toHaveCount(1);
      await expect(rentChange.getByText('Rent: ₹8,000 → ₹9,500')).toBeVisible();
      await expect(rentChange.getByText('Demo Manager')).toBeVisible();
      await expect(rentChange.getByText('manager@example.com')).toBeVisible();
      const assigned = history.getByRole('row').filter({ hasText: 'Bed assignment assigned' });
      await expect(assigned.getByText('Rent: ₹8,000')).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the tenant's History tab (${name})`);
      await context.close();
    });
  }
});
