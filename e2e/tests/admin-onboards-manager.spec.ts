import { expect, test } from '@playwright/test';
import { signInAsStaff, waitForMail } from '../support/auth';
import { ADMIN_STATE } from '../support/env';

test('the super admin adds a manager who verifies, signs in and sees no Managers link', async ({
  browser,
}) => {
  const email = `manager.${Date.now()}@example.com`;
  const adminContext = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await adminContext.newPage();
  await admin.goto('/app/dashboard');
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Managers' }).click();
  await expect(admin).toHaveURL(/\/app\/managers$/);

  const since = new Date(Date.now() - 1000);
  await admin.getByRole('button', { name: 'Add Manager' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone Number').fill('9876543210');
  await form.getByLabel('Role').selectOption('MANAGER');
  await form.getByRole('button', { name: /add manager|save|submit/i }).click();
  await expect(admin.getByText('Manager Added Successfully')).toBeVisible();
  const row = admin.getByRole('row', { name: /Asha Verma/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Not Verified')).toBeVisible();

  const mail = await waitForMail(admin.request, email, since, /verify/i);
  const link = /(http:\/\/\S+\/verify\?token=[^\s"<]+)/.exec(mail.text)?.[1];
  expect(link, 'the verification mail carries an absolute link').toBeTruthy();
  await adminContext.close();

  const manager = await browser.newPage();
  await manager.goto(link as string);
  await expect(manager.getByText('Email Verified!')).toBeVisible();
  await manager.getByRole('button', { name: 'Go to Login' }).click();
  await expect(manager).toHaveURL(/\/login$/);
  await signInAsStaff(manager, email);
  await expect(manager.getByText('Asha Verma')).toBeVisible();
  const nav = manager.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Tenants' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Managers' })).toHaveCount(0);
  await manager.goto('/app/managers');
  await expect(manager).toHaveURL(/\/unauthorized$/);
});
