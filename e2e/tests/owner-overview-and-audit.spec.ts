// Issue 42, all PGs at once: an admin opens the Properties overview, sees two properties of their
// own with their beds and the totals, and makes one current from its row (the dashboard opens);
// then the Audit log filters by that property and object and shows the property's creation.
// At 375 px and 1280 px, axe clean. The admin's current property is put back at the end.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';

const VIEWPORTS = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 375, height: 812 } },
];

const api = (path: string) => `${API_BASE}${path}`;

async function addProperty(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post(api(API.property.add), {
    headers: { origin: E2E_URL },
    multipart: {
      name,
      category: 'PG',
      allowedFor: 'MIXED',
      address: JSON.stringify({ area: 'Jayanagar', city: 'Bengaluru', pinCode: '560041' }),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function currentPropertyOf(request: APIRequestContext): Promise<string | null> {
  const response = await request.get(api(API.auth.session));
  return ((await response.json()) as { data: { user: { currentProperty: string | null } } }).data.user
    .currentProperty;
}

for (const { name, viewport } of VIEWPORTS) {
  test(`on ${name}, an admin sees every property at once, switches from the overview and reads the audit log`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    const before = await currentPropertyOf(page.request);
    const stamp = `${viewport.width}-${Date.now()}`;
    // 'A ' sorts these first, so both are on the overview's first page.
    const east = `A Overview East ${stamp}`;
    const west = `A Overview West ${stamp}`;
    const eastId = await addProperty(page.request, east);
    await addProperty(page.request, west);
    try {
      await page.goto('/app/overview');
      await expect(page.getByRole('heading', { name: 'Properties overview', level: 1 })).toBeVisible();
      const table = page.getByRole('table', { name: 'Properties overview' });
      const eastRow = table.getByRole('row').filter({ hasText: east });
      await expect(eastRow).toContainText('0/0');
      await expect(eastRow).toContainText('Nothing waiting');
      await expect(table.getByRole('row').filter({ hasText: west })).toBeVisible();
      await expect(table.getByRole('row').filter({ hasText: /^All \d+ properties/ })).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `/app/overview on ${name}`);

      await page.getByRole('button', { name: `Open dashboard: ${east}` }).click();
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expect.poll(() => currentPropertyOf(page.request)).toBe(eastId);

      await page.goto('/app/audit');
      await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
      await page.getByRole('combobox', { name: 'Property', exact: true }).selectOption({ label: east });
      await page.getByRole('combobox', { name: 'Object', exact: true }).selectOption({ label: 'Property' });
      const log = page.getByRole('table', { name: 'Audit log' });
      await expect(log.getByRole('row').filter({ hasText: 'Property added' })).toHaveCount(1);
      await expect(log).toContainText(`Name: ${east}`);
      await settled(page);
      await expectNoSeriousViolations(page, `/app/audit on ${name}`);
    } finally {
      if (before) {
        const back = await page.request.patch(api(API.property.setCurrent(before)), {
          headers: { origin: E2E_URL },
        });
        expect(back.ok(), await back.text()).toBe(true);
      }
      await context.close();
    }
  });
}
