// Beyond one machine (issue 28): through nginx, requests go to both API servers; a file uploaded
// through one is read through the other; a sign-out on one ends the session on both; the billing
// job, run on both at once, issues each invoice once.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAsStaff } from '../support/auth';
import { E2E_URL } from '../support/env';
import { png } from '../support/images';
import { verifiedTenantOnABed } from '../support/verified-tenant';

const servers = (answers: Array<{ headers: () => Record<string, string> }>) =>
  new Set(answers.map((answer) => answer.headers()['x-served-by']));

/**
 * Asks `path` one request at a time until both servers have answered, 4 times at least and 20 at
 * most. nginx alternates between them, but the page's own requests through the same nginx worker
 * can fall between two of these and take the other turn each time: 4 health checks all reached one
 * server once, on a loaded machine.
 */
async function untilBothAnswer(request: APIRequestContext, path: string) {
  const answers = [];
  while (answers.length < 4 || (servers(answers).size < 2 && answers.length < 20)) {
    answers.push(await request.get(path));
  }
  return answers;
}

test('requests are spread over both servers, and a file stored through one is read through the other', async ({
  page,
}) => {
  await signInAsStaff(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(servers(await untilBothAnswer(page.request, `${API_BASE}${API.health}`)).size).toBe(2);

  const photo = png(40, 40, (x, y) => [x * 6, y * 6, 120]);
  const added = await page.request.post(`${API_BASE}${API.tenant.add}`, {
    headers: { origin: E2E_URL },
    multipart: {
      fullName: 'Cluster Tenant',
      email: `cluster-${Date.now()}@example.com`,
      phoneNumber: '9876543210',
      dateOfBirth: '2000-02-10',
      address: 'Bengaluru',
      tenantImage: { name: 'photo.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(added.status()).toBe(201);
  const { url } = ((await added.json()) as { data: { profilePhoto: { url: string } } }).data.profilePhoto;
  const reads = await untilBothAnswer(page.request, url);
  expect(reads.map((read) => read.status())).toEqual(reads.map(() => 200));
  expect(servers(reads).size).toBe(2);
  for (const read of reads) expect(Buffer.from(await read.body()).equals(photo)).toBe(true);
});

test('a sign-out on one server ends the session on both', async ({ page }) => {
  await signInAsStaff(page, 'admin@example.com');
  expect((await page.request.get(`${API_BASE}${API.user.profile}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const after = await untilBothAnswer(page.request, `${API_BASE}${API.user.profile}`);
  expect(after.map((answer) => answer.status())).toEqual(after.map(() => 401));
  expect(servers(after).size).toBe(2);
});

test('the billing job run on both servers at once issues each invoice once', async ({ page, browser }) => {
  await signInAsStaff(page, 'admin@example.com');
  const tenantId = await verifiedTenantOnABed(
    page.request,
    browser,
    `cluster-bill-${Date.now()}@example.com`,
    'Cluster Billing',
    7000,
  );
  const today = new Date(Date.now() + 95 * 86_400_000).toISOString().slice(0, 10);
  const runs = await Promise.all(
    Array.from({ length: 6 }, () =>
      page.request.post(`${API_BASE}${API.devBillingRun}`, {
        headers: { origin: E2E_URL },
        data: { today, tenantId },
      }),
    ),
  );
  expect(runs.map((run) => run.status())).toEqual([200, 200, 200, 200, 200, 200]);
  expect(servers(runs).size).toBe(2);
  const listed = await page.request.get(`${API_BASE}${API.tenant.invoices(tenantId)}`);
  const invoices = ((await listed.json()) as { data: Array<{ invoiceType: string; periodStart: string }> })
    .data;
  const rent = invoices
    .filter((invoice) => invoice.invoiceType === 'RENT')
    .map((invoice) => invoice.periodStart);
  expect(rent.length).toBeGreaterThanOrEqual(3);
  expect(new Set(rent).size).toBe(rent.length);
});
