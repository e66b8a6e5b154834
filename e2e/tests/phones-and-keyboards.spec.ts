import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';

test.use({ storageState: ADMIN_STATE });

/** Nothing on the page scrolls sideways: the document is no wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(clientWidth);
}

/** The box lies wholly inside the window's width. */
async function expectWithinWidth(locator: Locator, width: number, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
}

test('at 375px a managers row shows every column, its label and its menu without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/managers');
  const table = page.getByRole('table', { name: 'Managers' });
  const row = table.getByRole('row').filter({ hasText: 'manager@example.com' });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);

  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(6);
  const labels = ['Name', 'Role', 'PG Assigned', 'Tenants', 'Status'];
  for (const [index, label] of labels.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toBeVisible();
    await expect(cell).not.toBeEmpty();
    await expectWithinWidth(cell, 375, `the ${label} value`);
    // The card draws the column's label beside each value.
    const drawn = await cell.evaluate((node) => getComputedStyle(node, '::before').content);
    expect(drawn).toContain(label);
  }
  await expect(cells.nth(4)).toHaveText('Active');
  const menu = row.getByRole('button', { name: /^Actions for / });
  await menu.scrollIntoViewIfNeeded(); // other journeys' managers may list above the demo one
  await expect(menu).toBeInViewport({ ratio: 1 });
  await expectWithinWidth(menu, 375, 'the row menu');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Update' })).toBeVisible();
});

test('at 375px an empty table says so in full, in the middle of what the screen shows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/dashboard');
  // The demo tenant's complaint fills the table; none is a Rejected one about the Internet (the
  // complaint-categories journey rejects a Plumbing one).
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Internet' });
  const rejected = page
    .getByRole('group', { name: 'Filter by status' })
    .getByRole('button', { name: 'Rejected' });
  await rejected.click();
  // the filter applied and its page read: the table's rows are drawn anew when the answer comes, so
  // a row found before that is gone by the time it is scrolled to
  await expect(rejected).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'All Complaints' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const empty = table.getByText('No complaints');
  await empty.scrollIntoViewIfNeeded(); // the dashboard's cards above it are taller than one screen
  await expect(empty).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  const box = (await empty.boundingBox())!;
  const card = (await page
    .getByRole('table', { name: 'All Complaints' })
    .getByRole('row')
    .last()
    .boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - (card.x + card.width / 2))).toBeLessThanOrEqual(2);
});

for (const width of [320, 375]) {
  test(`at ${width}px every item of the bottom bar fits, its label whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The five items and 'More' (issue 42), which lists the rest; a badge may follow a label.
    const items = nav.getByRole('link').or(nav.getByRole('button', { name: 'More' }));
    const labels = ['Home', 'Properties', 'Rooms', 'Tenants', 'Dues', 'More'];
    await expect(items).toHaveCount(labels.length);
    for (const [index, label] of labels.entries()) {
      const item = items.nth(index);
      const text = item.locator('span').first();
      await expect(text).toHaveText(label);
      await expect(item).toBeInViewport({ ratio: 1 });
      await expectWithinWidth(item, width, `the ${label} item`);
      const cut = await text.evaluate((span) => span.scrollWidth > span.clientWidth);
      expect(cut, `the label of ${label} is not cut`).toBe(false);
    }
    await expectNoSidewaysScroll(page);
  });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`at ${viewport.width}px a toast shows below the top bar, with a close target of 24px or more`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/app/account');
    await page.getByLabel('Mobile Phone').fill('9876543210');
    await page.getByRole('button', { name: 'Update' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'User Details Updated Successfully' });
    await expect(toast).toBeVisible();
    const bar = (await page.getByRole('banner').boundingBox())!;
    const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    // Polled: the toast slides in (from the right).
    await expect
      .poll(async () => (await toast.boundingBox())!.x, { message: 'the toast leaves the sidebar free' })
      .toBeGreaterThanOrEqual(viewport.width > 768 ? nav.x + nav.width : 0);
    const shown = (await toast.boundingBox())!;
    expect(shown.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
    const close = toast.getByRole('button', { name: 'close' });
    const target = (await close.boundingBox())!;
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
  });
}

test('keyboard focus shows one solid ring of 2px in the focus colour, and a closed modal hands focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/managers');
  const add = page.getByRole('button', { name: 'Add Manager' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Manager' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Manager' }).click();
  // The first invalid field as the form shows them.
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  const ring = await add.evaluate((node) => {
    const style = getComputedStyle(node);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
  expect(ring).toBe('solid 2px rgb(67, 56, 202)');
});
