// A tenant raises a complaint with two images; staff see it in the dashboard's 'All Complaints',
// look at the images, move it to In Progress then Resolved; the tenant is mailed each time, sees
// the new status, and can no longer edit it. Needs the demo tenant on a bed (the demo seed).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE, E2E_URL, TENANT_STATE } from '../support/env';
import { gradientPng, noisePng } from '../support/images';

const TENANT = 'tenant@example.com';

// The tenant's page starts signed in (the setup signed the demo tenant in once: codes are limited).
test.use({ storageState: TENANT_STATE });

/** The row of the table holding the complaint. */
const rowOf = (table: Locator, issue: string) => table.getByRole('row').filter({ hasText: issue });

async function openMyComplaints(page: Page) {
  await page.goto('/tenant/dashboard');
  await page.getByRole('tab', { name: 'My Complaints' }).click();
  return page.getByRole('table', { name: 'My Complaints' });
}

test('a complaint from the tenant to Resolved, with its images, history and mails', async ({
  page,
  browser,
}) => {
  const issue = `The window latch is broken (${Date.now()})`;
  const since = new Date(Date.now() - 1000);

  // The tenant raises it from their page's 'My Complaints' tab, with two images.
  let mine = await openMyComplaints(page);
  await page.getByRole('button', { name: 'Create Complaint' }).click();
  const create = page.getByRole('dialog', { name: 'Create Complaint' });
  await create.getByRole('textbox', { name: /Issue/ }).fill(issue);
  await expect(create.getByText(`${issue.length} / 300`)).toBeVisible();
  await create.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Furniture' });
  await create.getByLabel(/Images/).setInputFiles([
    { name: 'latch.png', mimeType: 'image/png', buffer: gradientPng(640, 480, 0) },
    { name: 'window.png', mimeType: 'image/png', buffer: noisePng() },
  ]);
  await expect(create.getByRole('list', { name: 'Chosen images' }).getByRole('img')).toHaveCount(2);
  await settled(page);
  await expectNoSeriousViolations(page, 'the Create Complaint form');
  await create.getByRole('button', { name: 'Add Complaint' }).click();
  await expect(page.getByText('Complaint Created Successfully')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(rowOf(mine, issue).getByText('Pending')).toBeVisible();
  await expect(rowOf(mine, issue).getByText('+1')).toBeVisible();

  // Staff see it on the dashboard and look at its images with the keyboard.
  const staffContext = await browser.newContext({ baseURL: E2E_URL, storageState: ADMIN_STATE });
  const staff = await staffContext.newPage();
  await staff.goto('/app/dashboard');
  const all = staff.getByRole('table', { name: 'All Complaints' });
  const row = rowOf(all, issue);
  await expect(row.getByText('Demo Tenant')).toBeVisible();
  await settled(staff);
  await expectNoSeriousViolations(staff, "the dashboard's All Complaints");
  const images = row.getByRole('button', { name: 'View 2 images' });
  await images.click();
  const viewer = staff.getByRole('dialog', { name: 'Complaint images' });
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Image 1 of 2' })).toHaveJSProperty('complete', true);
  await settled(staff);
  await expectNoSeriousViolations(staff, 'the image viewer');
  await staff.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await staff.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await staff.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(images).toBeFocused();

  // In Progress: earlier statuses are then disabled.
  await row.getByRole('button', { name: /^Review complaint/ }).click();
  let review = staff.getByRole('dialog', { name: 'Edit Complaint' });
  await expect(review.getByRole('textbox', { name: /Issue/ })).toHaveCount(0);
  await settled(staff);
  await expectNoSeriousViolations(staff, "the staff's Edit Complaint");
  await review.getByRole('radio', { name: 'In Progress' }).check();
  await review.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(staff.getByText('Complaint status updated successfully')).toBeVisible();
  await expect(row.getByText('In Progress')).toBeVisible();
  await row.getByRole('button', { name: /^Review complaint/ }).click();
  review = staff.getByRole('dialog', { name: 'Edit Complaint' });
  await expect(review.getByRole('radio', { name: 'Pending' })).toBeDisabled();
  await expect(review.getByRole('radio', { name: 'Rejected' })).toBeDisabled();
  await expect(review.getByText(/Pending → In Progress by Administrator/)).toBeVisible();
  await review.getByRole('radio', { name: 'Resolved' }).check();
  await review.getByRole('button', { name: 'Update Complaint' }).click();
  await expect(row.getByText('Resolved')).toBeVisible();
  await row.getByRole('button', { name: /^View complaint/ }).click();
  await expect(staff.getByRole('dialog', { name: 'Complaint Details' }).getByRole('radio')).toHaveCount(0);
  await staffContext.close();

  // The tenant was mailed each time, sees Resolved, and the complaint opens view-only.
  await waitForMail(page.request, TENANT, since, /now In Progress/);
  const resolvedMail = await waitForMail(page.request, TENANT, since, /now Resolved/);
  expect(resolvedMail.text).toContain(issue);
  mine = await openMyComplaints(page);
  await expect(rowOf(mine, issue).getByText('Resolved')).toBeVisible();
  await rowOf(mine, issue)
    .getByRole('button', { name: /^View complaint/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Complaint Details' });
  await expect(details.getByText(issue)).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Update Complaint' })).toHaveCount(0);
  await expect(details.getByText('In Progress → Resolved by Administrator')).toBeVisible();
});
