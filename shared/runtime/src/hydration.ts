// Pre-rendered pages (the landing, sign-in and not-found pages) are hydrated: the first client
// render must produce the server's markup. What depends on the browser (a redirect of a signed-in
// visitor, the toasts' host, a form's submit) waits for useHydrated().
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and during hydration, true after it (and at once in a page
 * that was not pre-rendered). React re-renders with true right after hydrating, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
