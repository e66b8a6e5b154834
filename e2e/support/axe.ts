import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a screen may not have: axe's serious and critical findings. */
const BLOCKING = new Set(['serious', 'critical']);

/** Waits until nothing on the page is loading and the entry animations are over. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  // Entry animations and transitions end (a spinner's endless animation is not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe on the page as it is; fails (softly, so every screen is checked) on serious or critical findings. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}
