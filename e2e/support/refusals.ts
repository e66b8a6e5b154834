// What a person sees when the server refuses (SPEC §8): its message in a toast or a panel, and the
// field it names marked. Each remote bundles its own copy of the contracts, so only the built
// portal proves that a refusal crosses from a remote's code into the kit's and back.
import { expect, type Locator, type Page } from '@playwright/test';
import { API_BASE } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';

/** The toasts (react-toastify's container, the shell's). */
export const toasts = (page: Page) => page.locator('.Toastify');

/** An error toast carrying exactly `message`, and never the text of an unrecognised error. */
export async function expectErrorToast(page: Page, message: string) {
  await expect(toasts(page).getByText(message, { exact: true })).toBeVisible();
  await expectNoUnknownError(page);
}

export async function expectNoUnknownError(page: Page) {
  await expect(page.getByText(MESSAGES.unknownError)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.fallbackError)).toHaveCount(0);
}

/** The field is marked invalid and its description starts with the server's message (a hint may follow). */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
}

/**
 * Makes the next reads of `path` (an API path under /api/v1, any query) ask the real server with
 * `query` instead, so the server refuses them with its own message (e.g. limit=101 answers
 * 'limit must be at most 100'): a refused read the screens offer no way to provoke.
 */
export async function readRefusedBy(page: Page, path: string, query: Record<string, string>) {
  const pattern = new RegExp(`${API_BASE}${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const url = new URL(route.request().url());
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    await route.continue({ url: url.toString() });
  });
  return () => page.unroute(pattern);
}

/** The server's own message for a read, asked with the page's session. */
export async function serverMessageOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} is refused`).toBe(false);
  const { message } = (await response.json()) as { message: string };
  return message;
}
