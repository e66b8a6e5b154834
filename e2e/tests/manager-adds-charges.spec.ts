// Issue 23, invoice lines and pending charges, as a manager does it, at 1280 px and on a 375 px
// phone: the Invoice tab lists each invoice's lines (rent and meals), and the Charges tab adds a
// charge and a credit for the next rent invoice and removes a pending one. Axe-clean.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { signInAsStaff } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { addRoom, addTenant, assignBed } from '../support/seat-tenant';

const MANAGER_STATE = `${__dirname}/../../test-results/e2e-charges-manager-state.json`;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

/** A tenant of the manager's property on a new room's first bed at ₹8,000 + ₹1,500.50 meals. */
async function seatedTenant(request: APIRequestContext, stamp: number): Promise<string> {
  const tenantId = await addTenant(request, {
    fullName: `anil rao ${stamp}`,
    email: `anil.${stamp}@example.com`,
    dateOfBirth: '1998-02-03',
    address: '4 MG Road, Bengaluru',
  });
  const room = await addRoom(request, `C${String(stamp).slice(-6)}`);
  await assignBed(request, tenantId, { roomId: room.id, bedId: room.bedIds[0]! }, 8000, {
    mealIncluded: true,
    mealCost: 1500.5,
  });
  return tenantId;
}

async function managerPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, storageState: MANAGER_STATE });
  return context.newPage();
}

test.describe.serial('a manager sees invoice lines and adds pending charges', () => {
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsStaff(page, 'manager@example.com');
    await context.storageState({ path: MANAGER_STATE });
    await context.close();
  });

  for (const { name, viewport } of VIEWPORTS) {
    test(`invoice lines, a charge and a credit (${name}, ${viewport.width}px)`, async ({ browser }) => {
      const page = await managerPage(browser, viewport);
      const tenantId = await seatedTenant(page.request, Date.now());

      await page.goto(`/app/tenants/view/${tenantId}`);
      const lines = page.getByRole('table', { name: 'Invoice lines' });
      await expect(lines.getByRole('row', { name: /Rent.*₹8,000/ })).toBeVisible();
      await expect(lines.getByRole('row', { name: /Meals.*₹1,500.50/ })).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the Invoice tab with its lines (${name})`);

      await page.getByRole('tab', { name: 'Charges' }).click();
      for (const [description, amount] of [
        ['Broken chair', '450.50'],
        ['Festival discount', '-200'],
      ] as const) {
        await page.getByRole('button', { name: 'Add a charge' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a charge' });
        await dialog.getByRole('textbox', { name: /Description/ }).fill(description);
        await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount);
        await settled(page);
        await expectNoSeriousViolations(page, `the Add a charge dialog (${name})`);
        await dialog.getByRole('button', { name: 'Add' }).click();
        await expect(dialog).toBeHidden();
      }
      const charges = page.getByRole('table', { name: 'Charges' });
      await expect(charges.getByRole('row', { name: /Broken chair.*₹450.50.*Pending/ })).toBeVisible();
      await expect(charges.getByRole('row', { name: /Festival discount.*-₹200.*Pending/ })).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the Charges tab (${name})`);

      await page.getByRole('button', { name: 'Remove Festival discount (-₹200)' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Charge' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(page.getByText(MESSAGES.chargeRemoved)).toBeVisible();
      await expect(charges.getByRole('row', { name: /Festival discount/ })).toHaveCount(0);
      await expect(charges.getByRole('row', { name: /Broken chair/ })).toBeVisible();
      await page.context().close();
    });
  }
});
