// Issue 26, the occupancy grid: a tenant of our own on a bed gives notice (recorded by staff), and
// /app/occupancy shows their bed as "Notice given" in words beside the counts and the legend; the
// bed opens their Tenant Details; at 1280 px, axe clean.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { addDaysToApiDate, todayApiDate } from '@pgportal/contracts/format';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  // No 375 px run: this journey's phone layout is that of every screen (the accessibility sweep
  // and phones-in-one-hand cover it at 375 px); docs/testing.md lists which journeys keep one.
];

for (const { name, viewport } of screens) {
  test(`on ${name}, the occupancy grid shows a bed whose tenant gave notice`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    const page = await context.newPage();
    const fullName = `Grid Leaver ${viewport.width}`;
    const tenantId = await verifiedTenantOnABed(
      page.request,
      browser,
      `grid-${viewport.width}-${Date.now()}@example.com`,
      fullName,
      7000,
    );
    const today = todayApiDate();
    const recorded = await page.request.post(`${API_BASE}${API.tenant.notice(tenantId)}`, {
      headers: { origin: E2E_URL },
      data: { noticeDate: today, moveOutDate: addDaysToApiDate(today, 30) },
    });
    expect(recorded.ok(), await recorded.text()).toBe(true);

    await page.goto('/app/occupancy');
    await expect(page.getByRole('heading', { name: 'Occupancy', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Notice given');
    const bed = page.getByRole('link', { name: new RegExp(`: Notice given, ${fullName}$`) });
    await expect(bed).toBeVisible();
    await expect(bed).toContainText('Notice given');
    const noticeCount = Number(
      await page.getByRole('region', { name: 'Notice given' }).locator('p').first().textContent(),
    );
    expect(noticeCount).toBeGreaterThanOrEqual(1);

    await settled(page);
    await expectNoSeriousViolations(page, `/app/occupancy on ${name}`);
    await bed.click();
    await expect(page).toHaveURL(new RegExp(`/app/tenants/view/${tenantId}$`));
    await context.close();
  });
}
