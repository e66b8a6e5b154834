// Issue 26, the audit log as staff read it: a manager changes a tenant's rent on Tenant Details,
// opens the History tab and sees the change with who made it, at 1280 px.
// Axe-clean.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { signInAsStaff } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { addRoom, addTenant, assignBed } from '../support/seat-tenant';

const MANAGER_STATE = `${__dirname}/../../test-results/e2e-history-manager-state.json`;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
] as const;

/** A tenant of the manager's current property on the one bed of a new room, at ₹8,000 a month. */
async function tenantOnBed(request: APIRequestContext, stamp: number): Promise<string> {
  const tenantId = await addTenant(request, {
    fullName: `nisha verma ${stamp}`,
    email: `nisha.${stamp}@example.com`,
  });
  const room = await addRoom(request, `H${String(stamp).slice(-6)}`);
  await assignBed(request, tenantId, { roomId: room.id, bedId: room.bedIds[0]! }, 8000);
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
      const context = await browser.newContext({ viewport, storageState: MANAGER_STATE });
      const page = await context.newPage();
      const tenantId = await tenantOnBed(page.request, Date.now());

      await page.goto(`/app/tenants/view/${tenantId}`);
      await page.getByRole('button', { name: 'Change rent' }).click();
      const change = page.getByRole('dialog', { name: 'Change rent' });
      await change.getByRole('textbox', { name: /Rent Amount/ }).fill('9500');
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
