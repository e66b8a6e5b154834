import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, settled } from '../support/axe';
import { ADMIN_STATE } from '../support/env';
import { addTenant, assignBed, freeBed } from '../support/seat-tenant';

const RENT = 4321;

/** A tenant of our own on a free bed of the current property, owing their first rent: their name. */
async function tenantWhoOwes(request: APIRequestContext, stamp: number): Promise<string> {
  const tenantId = await addTenant(request, {
    fullName: `reminded tenant ${stamp}`,
    email: `reminded.${stamp}@example.com`,
    phoneNumber: '98765 04321',
    dateOfBirth: '1998-05-01',
    address: '12 Brigade Road, Bengaluru',
  });
  await assignBed(request, tenantId, await freeBed(request), RENT);
  return `Reminded Tenant ${stamp}`;
}

type Box = { x: number; y: number; width: number; height: number } | null;
/** Whether two boxes on the page share any area. */
const overlap = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
  { name: 'a 375 px phone', viewport: { width: 375, height: 740 } },
];

for (const { name, viewport } of screens) {
  test(`on ${name}, the manager reminds a tenant on WhatsApp from Dues and marks them paid`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, viewport });
    // WhatsApp itself is not opened: the tab the link opens gets an empty page.
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    const page = await context.newPage();
    const shown = await tenantWhoOwes(page.request, Date.now());

    await page.goto('/app/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dues' }).click();
    await expect(page).toHaveURL(/\/app\/dues$/);
    await expect(page.getByRole('heading', { name: 'Dues', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total Outstanding' })).toContainText('₹');
    const table = page.getByRole('table', { name: 'Dues' });
    // the demo tenant owes (demo billing history), oldest debt first
    await expect(table.getByRole('row', { name: /Demo Tenant/ })).toBeVisible();
    await settled(page);
    await expectNoSeriousViolations(page, `dues on ${name}`);

    await page.getByRole('searchbox', { name: 'Search dues' }).fill(shown);
    const ours = table.getByRole('row', { name: new RegExp(shown) });
    await expect(ours).toContainText('₹4,321');
    // on a phone the row is a card: its buttons are below the name and the number, never over them
    for (const heading of [
      ours.getByRole('link', { name: shown }),
      ours.getByRole('link', { name: /98765/ }),
    ])
      for (const action of [
        ours.getByRole('link', { name: 'Remind on WhatsApp' }),
        ours.getByRole('button', { name: 'Mark as Paid' }),
      ])
        expect(overlap(await heading.boundingBox(), await action.boundingBox())).toBe(false);
    // the invoice was mailed when the tenant was seated (issue 41): the last reminder is that e-mail
    await expect(ours).toContainText('(E-mail)');
    const remind = ours.getByRole('link', { name: 'Remind on WhatsApp' });
    const href = new URL((await remind.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919876504321');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('₹4,321');
    expect(text).toMatch(/upi:\/\/pay\?pa=sunrisepg%40okaxis.*am=4321\.00/);

    const popup = page.waitForEvent('popup');
    await remind.click();
    await (await popup).close();
    await expect(ours).toContainText('(WhatsApp)');
    await expect(ours).not.toContainText('(E-mail)');

    await ours.getByRole('button', { name: 'Mark as Paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as Paid' });
    await settled(page);
    await expectNoSeriousViolations(page, `mark as paid from dues on ${name}`);
    await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(ours).toHaveCount(0);
    await context.close();
  });
}
