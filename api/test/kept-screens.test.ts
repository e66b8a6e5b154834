// The tenant's kept screens (issue 27, a repeat visit painted from the service worker): the page of
// a screen the worker may paint first names its signed-in tenant, so the worker never paints one
// tenant's last screen for a signed-out visitor, staff or another tenant.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { TENANT_PAGE_HEADER } from '@pgportal/contracts/page-snapshot';
import { tenants } from '../src/db/schema';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe.each(databases)('kept screens on $name', (database) => {
  let t: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    const index = join(t.config.staticRoot, 'shell/dist/index.html');
    mkdirSync(join(index, '..'), { recursive: true });
    writeFileSync(index, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const [row] = await t.database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.email, 'tenant@example.com'));
    tenantId = row!.id;
  });
  afterAll(() => t.close());

  const page = async (url: string, cookie?: string) =>
    t.request({ url, headers: cookie ? { ...HTML, cookie } : HTML });

  it('names the signed-in tenant on the dashboard, /tenant and Billing, and varies by cookie', async () => {
    const cookie = await t.cookieFor('tenant', 'tenant@example.com');
    for (const url of ['/tenant', '/tenant/dashboard', '/tenant/billing', '/tenant/billing/']) {
      const response = await page(url, cookie);
      expect([url, response.statusCode, response.headers[TENANT_PAGE_HEADER]]).toEqual([url, 200, tenantId]);
      expect(response.headers.vary).toBe('accept-encoding, cookie');
    }
  });

  it('names nobody for a signed-out visitor, staff, an ended session or a page whose screen is not kept', async () => {
    const staff = await t.cookieFor('staff', 'admin@example.com');
    const tenant = await t.cookieFor('tenant', 'tenant@example.com');
    const cases: Array<[string, string | undefined]> = [
      ['/tenant/billing', undefined],
      ['/tenant/billing', staff],
      ['/tenant/billing', 'session=not-a-session'],
      ['/tenant/complaints', tenant],
      ['/app/dashboard', tenant],
    ];
    for (const [url, cookie] of cases) {
      const response = await page(url, cookie);
      expect([url, cookie, response.statusCode, response.headers[TENANT_PAGE_HEADER]]).toEqual([
        url,
        cookie,
        200,
        undefined,
      ]);
    }
  });

  it('names nobody once the tenant has signed out', async () => {
    const cookie = await t.cookieFor('tenant', 'tenant@example.com');
    expect((await page('/tenant/billing', cookie)).headers[TENANT_PAGE_HEADER]).toBe(tenantId);
    const out = await t.request({ url: `${API_BASE}${API.auth.logout}`, headers: { cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await page('/tenant/billing', cookie)).headers[TENANT_PAGE_HEADER]).toBeUndefined();
  });
});
