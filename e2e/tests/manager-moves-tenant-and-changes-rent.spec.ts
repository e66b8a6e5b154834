// Issue 22, 'Moving and changing', as a manager does it, at 1280 px and on a 375 px phone: move a
// tenant to another bed (pro-rating the difference), change their rent, and assign a walk-in with
// a moved-in date a week ago, whose months already due are invoiced at once. Axe-clean.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import { MESSAGES } from '@pgportal/contracts/messages';
import { signInAsStaff } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { chooseInPicker } from '../support/picker';
import { addRoom, addTenant, assignBed } from '../support/seat-tenant';

const MANAGER_STATE = `${__dirname}/../../test-results/e2e-moves-manager-state.json`;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

async function managerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, storageState: MANAGER_STATE });
  return context.newPage();
}

test.describe.serial('a manager moves a tenant, changes the rent and back-dates an admission', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page, 'manager@example.com');
    await context.storageState({ path: MANAGER_STATE });
    await context.close();
  });

  for (const { name, viewport } of VIEWPORTS) {
    test(`moves, changes the rent and assigns with 'Moved in on' (${name}, ${viewport.width}px)`, async ({
      browser,
    }) => {
      const page = await managerPage(browser, viewport);
      const stamp = Date.now();
      const roomNumber = `M${String(stamp).slice(-6)}`;
      // A room of three free beds.
      const room = await addRoom(page.request, roomNumber, { floor: 2, bedCapacity: 3 });
      const mover = await addTenant(page.request, {
        fullName: `meera iyer ${stamp}`,
        email: `meera.${stamp}@example.com`,
      });
      await assignBed(page.request, mover, { roomId: room.id, bedId: room.bedIds[0]! }, 8000);

      // Move: bed 1's row menu, a free bed picked by its room, a dearer rent, pro-rated.
      await page.goto(`/app/rooms/view/${room.id}`);
      await page.getByRole('button', { name: 'Actions for bed 1' }).click();
      await page.getByRole('menuitem', { name: 'Move to another bed' }).click();
      const move = page.getByRole('dialog', { name: 'Move to another bed' });
      await chooseInPicker(move, /New bed/, roomNumber, new RegExp(`Room ${roomNumber} / Bed 2`));
      await expect(move.getByRole('textbox', { name: /Rent Amount/ })).toHaveValue('8000');
      await move.getByRole('textbox', { name: /Rent Amount/ }).fill('9000');
      await move
        .getByRole('checkbox', { name: 'Pro-rate the difference for the rest of this period' })
        .check();
      await settled(page);
      await expectNoSeriousViolations(page, `the Move to another bed dialog (${name})`);
      await move.getByRole('button', { name: 'Move' }).click();
      await expect(page.getByText(MESSAGES.tenantMoved)).toBeVisible();
      await expect(move).toBeHidden();

      // The tenant page: this period's rent stays, the difference is an adjustment invoice.
      await page.goto(`/app/tenants/view/${mover}`);
      const invoices = page.getByRole('table', { name: 'Invoices' });
      await expect(invoices.getByRole('row', { name: /INV-/ })).toHaveCount(2);
      await expect(invoices.getByText('Adjustment', { exact: true })).toBeVisible();
      await expect(invoices.getByText('₹8,000', { exact: true })).toBeVisible();

      // Change rent from the next billing day (the default).
      await page.getByRole('button', { name: 'Change rent' }).click();
      const change = page.getByRole('dialog', { name: 'Change rent' });
      const rents = (await (await page.request.get(`/api/v1/tenant/${mover}/rents`)).json()) as {
        data: { nextBillingDay: string };
      };
      await expect(change.getByLabel(/Effective from/)).toHaveValue(rents.data.nextBillingDay);
      // Typed as on paper (the kit's MoneyField, read by the contracts' money()).
      await change.getByRole('textbox', { name: /Rent Amount/ }).fill('₹9,500');
      await settled(page);
      await expectNoSeriousViolations(page, `the Change rent dialog (${name})`);
      await change.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(MESSAGES.rentChanged)).toBeVisible();
      await expect(change).toBeHidden();
      await page.getByRole('tab', { name: 'Rent' }).click();
      const history = page.getByRole('table', { name: 'Rent history' });
      await expect(history.getByRole('row', { name: /9,500.*Changed/ })).toBeVisible();
      await expect(history.getByRole('row', { name: /9,000.*Moved/ })).toBeVisible();
      await expect(history.getByRole('row', { name: /8,000.*Assigned/ })).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the tenant's Rent tab (${name})`);

      // A walk-in who moved in a week ago: assigned on bed 3 with 'Moved in on'.
      const walkIn = await addTenant(page.request, {
        fullName: `rohan das ${stamp}`,
        email: `rohan.${stamp}@example.com`,
      });
      const weekAgo = addDaysToApiDate(todayApiDate(), -7);
      await page.goto(`/app/rooms/view/${room.id}`);
      await page.getByRole('button', { name: 'Actions for bed 3' }).click();
      await page.getByRole('menuitem', { name: 'Assign' }).click();
      const assign = page.getByRole('dialog', { name: 'Assign Tenant' });
      await chooseInPicker(assign, /^Tenant/, `rohan das ${stamp}`, new RegExp(`Rohan Das ${stamp}`));
      await assign.getByRole('textbox', { name: /Rent Amount/ }).fill('7000');
      await assign.getByLabel(/Moved in on/).fill(weekAgo);
      await assign.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByText(MESSAGES.tenantAssigned)).toBeVisible();
      await page.goto(`/app/tenants/view/${walkIn}`);
      const walkInInvoices = page.getByRole('table', { name: 'Invoices' });
      const rent = walkInInvoices.getByRole('row', { name: /INV-/ });
      await expect(rent).toHaveCount(1);
      // Billed from a week ago, but due from the day it was entered (issue 41): not overdue yet.
      await expect(rent.getByText('Unpaid', { exact: true })).toBeVisible();
      await page.context().close();
    });
  }
});
