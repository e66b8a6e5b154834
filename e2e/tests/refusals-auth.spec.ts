import { expect, test } from '@playwright/test';
import { MESSAGES } from '@pgportal/contracts/messages';
import { listQuerySchema } from '@pgportal/contracts/schemas';
import { ADMIN_STATE } from '../support/env';
import { expectErrorToast, expectFieldError, expectNoUnknownError, readRefusedBy } from '../support/refusals';

test.use({ storageState: ADMIN_STATE });

test("adding a manager with an e-mail in use shows the server's message and marks Email", async ({
  page,
}) => {
  await page.goto('/app/managers');
  await page.getByRole('button', { name: 'Add Manager' }).click();
  const form = page.getByRole('dialog', { name: 'Add Manager' });
  await form.getByLabel('Name').fill('Second Manager');
  await form.getByLabel('Email').fill('manager@example.com');
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Role').selectOption('MANAGER');
  await form.getByRole('button', { name: 'Add Manager' }).click();

  await expectErrorToast(page, MESSAGES.emailInUse);
  await expectFieldError(form.getByRole('textbox', { name: 'Email' }), MESSAGES.emailInUse);
  await expect(form).toBeVisible();
});

test("a refused read of the managers shows the server's message in the panel", async ({ page }) => {
  const refusal = listQuerySchema.safeParse({ limit: 101 }).error?.issues[0]?.message ?? '';
  expect(refusal).toBe('limit must be at most 100');
  await readRefusedBy(page, '/user/all-users', { limit: '101' });
  await page.goto('/app/managers');

  const panel = page.getByRole('main').getByRole('alert');
  await expect(panel).toContainText(refusal);
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectErrorToast(page, refusal);
  await expectNoUnknownError(page);
});
