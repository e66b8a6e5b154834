import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Waits until no toast shows `text`. jsdom plays no CSS animation, so a dismissed toast would
 * wait for ever for the end of its exit animation: this ends it, then the toast leaves the page.
 */
export async function waitForToastToLeave(text: string | RegExp) {
  const matches = (node: Element) =>
    typeof text === 'string' ? (node.textContent ?? '').includes(text) : text.test(node.textContent ?? '');
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('.Toastify__toast')].filter(matches);
    for (const toast of toasts) if (/exit/.test(toast.className)) fireEvent.animationEnd(toast);
    if (toasts.length > 0) throw new Error(`a toast still shows ${String(text)}`);
  });
}
