// Issue 24, papers of admission: from Tenant Details › Documents, staff download the tenant's
// leave-and-licence agreement and police verification form; both are PDFs named after the tenant
// and titled with their name. At 1280 px, axe clean.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { verifiedTenantOnABed } from '../support/verified-tenant';

/** Clicks the link and answers the PDF it downloads: its first bytes, its file name and its title. */
async function downloadFrom(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile(await download.path());
  const title = (await PDFDocument.load(bytes)).getTitle();
  return { head: bytes.subarray(0, 5).toString('latin1'), name: download.suggestedFilename(), title };
}

test('staff download the agreement and the police verification form from Tenant Details', async ({
  browser,
}) => {
  const stamp = Date.now();
  const context = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  const staff = await context.newPage();
  const tenantId = await verifiedTenantOnABed(
    staff.request,
    browser,
    `papers.${stamp}@example.com`,
    `kiran papers ${stamp}`,
    9000,
  );

  await staff.goto(`/app/tenants/view/${tenantId}`);
  await staff.getByRole('tab', { name: 'Documents' }).click();
  const papers = staff.getByRole('region', { name: 'Papers of admission' });
  await expect(papers).toBeVisible();
  await settled(staff);
  await expectNoSeriousViolations(staff, 'tenant details documents tab');

  const agreement = await downloadFrom(staff, papers.getByRole('link', { name: 'Download agreement' }));
  expect(agreement.head).toBe('%PDF-');
  expect(agreement.name).toBe(`Leave-and-licence-agreement-Kiran-Papers-${stamp}.pdf`);
  expect(agreement.title).toBe(`Leave and Licence Agreement, Kiran Papers ${stamp}`);

  const police = await downloadFrom(
    staff,
    papers.getByRole('link', { name: 'Download police verification form' }),
  );
  expect(police.head).toBe('%PDF-');
  expect(police.name).toBe(`Police-verification-form-Kiran-Papers-${stamp}.pdf`);
  expect(police.title).toBe(`Police verification form, Kiran Papers ${stamp}`);
  await context.close();
});
