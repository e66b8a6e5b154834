// Issue 45: a new tenant reads the privacy notice before using the portal (Esc does not close it,
// the keyboard reaches 'I agree'), is not asked again, reads it again from Profile and downloads a
// copy of their data there, on a 375 px phone.
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { PATHS } from '@pgportal/contracts/paths';
import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION } from '@pgportal/contracts/privacy-notice';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { completeSignIn } from '../support/auth';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

test('a new tenant agrees to the privacy notice, reads it again and downloads their data', async ({
  browser,
}) => {
  const stamp = Date.now();
  const email = `privacy.${stamp}@example.com`;
  const staffContext = await browser.newContext({ storageState: ADMIN_STATE });
  const staff = await staffContext.newPage();
  const tenantId = await verifiedTenantOnABed(staff.request, browser, email, `ravi privacy ${stamp}`, 9000);

  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(PATHS.tenantLogin);
  await completeSignIn(page, email, 'tenant');
  await expect(page).toHaveURL(/\/tenant\/dashboard$/);

  const notice = page.getByRole('dialog', { name: 'Privacy notice' });
  await expect(notice).toBeVisible();
  for (const section of PRIVACY_NOTICES.en.sections) {
    await expect(notice.getByRole('heading', { name: section.heading })).toBeVisible();
  }
  await settled(page);
  await expectNoSeriousViolations(page, 'the privacy notice');
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  const agree = notice.getByRole('button', { name: 'I agree' });
  for (
    let step = 0;
    step < 6 && !(await agree.evaluate((button) => button === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(agree).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();

  // staff see the consent; after a reload the tenant is not asked again
  const consents = await staff.request.get(`${API_BASE}${API.tenant.privacyConsent(tenantId)}`);
  expect(((await consents.json()) as { data: { accepted: boolean } }).data.accepted).toBe(true);
  await page.goto(PATHS.tenantProfile);
  const region = page.getByRole('region', { name: 'Your data' });
  await expect(region.getByText(new RegExp(`version ${PRIVACY_NOTICE_VERSION}`))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await region.getByRole('button', { name: 'Read the privacy notice' }).click();
  await expect(region.getByRole('heading', { name: 'Who sees it' })).toBeVisible();
  const download = page.waitForEvent('download');
  await region.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    data: { profile: { _id: string }; stays: unknown[]; consents: Array<{ method: string }> };
  };
  expect(copy.data.profile._id).toBe(tenantId);
  expect(copy.data.stays).toHaveLength(1);
  expect(copy.data.consents).toEqual([expect.objectContaining({ method: 'ONLINE' })]);
  await context.close();
  await staffContext.close();
});
