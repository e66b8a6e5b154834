import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's service worker is installed and active (it precaches the shell's files
 * first). Polled, not `navigator.serviceWorker.ready`: that promise never settles when the install
 * fails, and the journey would hang where it should say so.
 */
export async function serviceWorkerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? (registration ? 'installing' : 'not registered');
        }),
      { message: 'the service worker is installed and active', timeout: 60_000 },
    )
    .toBe('activated');
}
