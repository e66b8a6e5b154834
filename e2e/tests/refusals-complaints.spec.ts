import { expect, test } from '@playwright/test';
import { fileTypeMessage } from '@pgportal/contracts/messages';
import { listQuerySchema } from '@pgportal/contracts/schemas';
import { ADMIN_STATE, TENANT_STATE } from '../support/env';
import { expectErrorToast, readRefusedBy } from '../support/refusals';

const limitRefusal = () => listQuerySchema.safeParse({ limit: 101 }).error?.issues[0]?.message ?? '';

test.describe('as the demo tenant', () => {
  // The tenant area's service worker fetches the tenant's reads itself, and page.route does not see
  // what a service worker fetches: these refusals are staged without it.
  test.use({ storageState: TENANT_STATE, serviceWorkers: 'block' });

  test("a complaint with a file that is not an image, named .png, shows the server's 415 message", async ({
    page,
  }) => {
    await page.goto('/tenant/dashboard');
    await page.getByRole('tab', { name: 'My Complaints' }).click();
    await page.getByRole('button', { name: 'Create Complaint' }).click();
    const create = page.getByRole('dialog', { name: 'Create Complaint' });
    await create.getByRole('textbox', { name: /Issue/ }).fill('The tap in the washroom drips all night.');
    await create.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Plumbing' });
    // The browser takes it for a PNG by its name; the server reads its bytes.
    await create.getByLabel(/Images/).setInputFiles({
      name: 'tap.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is a text file, not a picture\n'),
    });
    await create.getByRole('button', { name: 'Add Complaint' }).click();

    await expectErrorToast(page, fileTypeMessage('Complaint image', 'a JPEG, PNG or WebP image'));
    await expect(create).toBeVisible();
  });

  test("a refused read of the tenant's complaints shows the server's message, not an empty table", async ({
    page,
  }) => {
    expect(limitRefusal()).toBe('limit must be at most 100');
    await readRefusedBy(page, '/complaint/my-complaints', { limit: '101' });
    await page.goto('/tenant/dashboard');
    await page.getByRole('tab', { name: 'My Complaints' }).click();
    const panel = page.getByRole('main').getByRole('alert').filter({ hasText: limitRefusal() });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectErrorToast(page, limitRefusal());
  });
});

test("a refused read of All Complaints on the staff dashboard shows the server's message", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await context.newPage();
  await readRefusedBy(page, '/complaint/all', { limit: '101' });
  await page.goto('/app/dashboard');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: limitRefusal() })).toBeVisible();
  await expectErrorToast(page, limitRefusal());
  await context.close();
});
