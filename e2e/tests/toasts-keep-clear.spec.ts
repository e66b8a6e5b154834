import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE } from '../support/env';

test.use({ storageState: ADMIN_STATE });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator.toString()} is on the page`).not.toBeNull();
  return box as Box;
}

/** The toast where it comes to rest (it slides in), paused under the pointer so it stays. */
async function restingToast(page: Page, text: string) {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.hover();
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await toast.boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
  return toast;
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} a toast covers neither the heading, the first card, the top bar nor the navigation`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/app/account');
    await page.getByLabel('Mobile Phone').fill('9876543210');
    await page.getByRole('button', { name: 'Update' }).click();
    let toast = await restingToast(page, 'User Details Updated Successfully');
    const toastBox = await boxOf(toast);
    const heading = page.getByRole('heading', { level: 1, name: 'Account information' });
    expect(overlaps(toastBox, await boxOf(heading)), 'the toast leaves the heading free').toBe(false);
    expect(
      overlaps(toastBox, await boxOf(page.getByRole('banner'))),
      'the toast leaves the top bar free',
    ).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(overlaps(toastBox, await boxOf(nav)), 'the toast leaves the navigation free').toBe(false);

    // The toast stays while the user goes on: on the dashboard too it keeps off the heading and the first card.
    // By keyboard, so the pointer stays on the toast and keeps it paused while the dashboard loads.
    await nav.getByRole('link', { name: 'Home' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // the figures loaded: the dashboard has its final layout
    await expect(page.locator('[aria-label="Occupied Beds"]')).toContainText('/');
    toast = await restingToast(page, 'User Details Updated Successfully');
    const resting = await boxOf(toast);
    expect(overlaps(resting, await boxOf(page.getByRole('heading', { level: 1, name: 'Dashboard' })))).toBe(
      false,
    );
    // The first card is 'Waiting for you' (issue 42); on a phone the figures sit near the bottom of
    // the screen, where a toast rests above the navigation, so the card's title is what must stay free.
    const firstCardTitle = page.getByRole('heading', { level: 2, name: /^Waiting for you/ });
    expect(overlaps(resting, await boxOf(firstCardTitle)), 'the toast leaves the first card free').toBe(
      false,
    );
    expect(overlaps(resting, await boxOf(nav))).toBe(false);
    await testInfo.attach(`dashboard-${viewport.width}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  });
}

test('a heading focused after a navigation shows no focus ring, by mouse or by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/app/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const ringOf = (locator: Locator) => locator.evaluate((node) => getComputedStyle(node).outlineStyle);

  await nav.getByRole('link', { name: 'Properties' }).click();
  const properties = page.getByRole('heading', { level: 1, name: 'Properties' });
  await expect(properties).toBeFocused();
  expect(await ringOf(properties)).toBe('none');

  await nav.getByRole('link', { name: 'Tenants' }).focus();
  await page.keyboard.press('Enter');
  const tenants = page.getByRole('heading', { level: 1, name: 'Tenants' });
  await expect(tenants).toBeFocused();
  expect(await ringOf(tenants)).toBe('none');
  // A control reached by keyboard still shows its ring.
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  expect(await ringOf(next)).toBe('solid');
});
