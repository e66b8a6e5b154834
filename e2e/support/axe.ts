import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core itself, evaluated in the page as its own build (a script tag would meet the portal's CSP). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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

/**
 * Every rule, on the page's own document. The one frame the portal draws (a property's map) is
 * another site's page: axe checks the frame element (its title), not the map inside it. Only the
 * violations are collected in full; passes and the rest are not read here.
 */
const RUN_OPTIONS: RunOptions = { iframes: false, resultTypes: ['violations'] };

/**
 * Runs axe on the page as it is; fails (softly, so every screen is checked) on serious or critical
 * findings. axe is put in a document once: a page that moved inside the portal keeps it, so the next
 * screens only run it. (@axe-core/playwright put it in again for every check and finished each run
 * in a page of its own: three times the time, the same rules.)
 */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, RUN_OPTIONS);
  const blocking = findings
    .filter((finding) => BLOCKING.has(finding.impact))
    .map(({ impact, id, help, targets }) => `${impact} ${id}: ${help} — ${targets.join(' | ')}`);
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}
