import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TenantListItem } from '@pgportal/contracts/types';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { addTenant, assignBed, freeBed } from '../support/seat-tenant';

const RENT = 12345;

/** A tenant of our own on a free bed of the current property, owing their first rent: their name. */
async function tenantWhoOwes(request: APIRequestContext, stamp: number): Promise<string> {
  const tenantId = await addTenant(request, {
    fullName: `owes tester ${stamp}`,
    email: `owes.${stamp}@example.com`,
    phoneNumber: '98765 01234',
    dateOfBirth: '1999-03-01',
    address: '9 Residency Road, Bengaluru',
  });
  await assignBed(request, tenantId, await freeBed(request), RENT);
  // shown with each word capitalised
  return `Owes Tester ${stamp}`;
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
];

for (const { name, viewport } of screens) {
  test(`on ${name}, the dashboard's Due Amount card opens the list of who owes, with amounts and Overdue`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    const shown = await tenantWhoOwes(page.request, Date.now());
    const overdue = (
      (await (await page.request.get('/api/v1/tenant/?overdue=true')).json()) as { data: TenantListItem[] }
    ).data;
    expect(overdue.length, 'the demo tenant has an overdue invoice (demo billing history)').toBeGreaterThan(
      0,
    );

    await page.goto('/app/dashboard');
    const dueCard = page.getByRole('region', { name: 'Due Amount' });
    await expect(dueCard.getByRole('link', { name: 'See who owes' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Collected Amount' })).toContainText(
      /Collected in [A-Z][a-z]{2} \d{4}/,
    );
    await settled(page);
    await expectNoSeriousViolations(page, `dashboard on ${name}`);

    // One tap anywhere on the card: the whole card is the link.
    await dueCard.click();
    await expect(page).toHaveURL(/\/app\/dues$/);
    await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
    // The tenants list filtered to those who owe (its 'Owes' filter).
    await page.goto('/app/tenants?owes=true');
    await expect(page.getByRole('button', { name: 'Owes', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = page.getByRole('table', { name: 'Tenants' });
    const ours = table.getByRole('row', { name: new RegExp(shown) });
    await expect(ours).toContainText('₹12,345');
    await expect(ours.getByText('Overdue', { exact: true })).toHaveCount(0);
    const late = table.getByRole('row', { name: new RegExp(overdue[0]!.fullName, 'i') }).first();
    await expect(late.getByText('Overdue', { exact: true })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `tenants who owe on ${name}`);

    // Most owed first, and the sort stays in the address.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Amount due, most first' });
    await expect(page).toHaveURL(/sort=-dueAmount/);
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // Occupied Beds leads to the current property's rooms and beds.
    await page.goto('/app/dashboard');
    await page
      .getByRole('region', { name: 'Occupied Beds' })
      .getByRole('link', { name: 'See rooms and beds' })
      .click();
    await expect(page).toHaveURL(/\/app\/property\/[0-9a-f-]+$/);
    await expect(page.getByText('Monthly Revenue')).toBeVisible();
    await context.close();
  });
}
