// Pre-rendered pages (the landing, sign-in and not-found pages) are hydrated: the first client
// render must produce the server's markup. What depends on the browser (a redirect of a signed-in
// visitor, the toasts' host, a form's submit) waits for useHydrated().
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** True while the server draws a picture of a signed-in page (picture.tsx): drawn as the browser renders it. */
let drawingPicture = false;

/**
 * False while rendering on the server and during hydration, true after it (and at once in a page
 * that was not pre-rendered). React re-renders with true right after hydrating, without a mismatch.
 * A picture of a signed-in page is never hydrated: it is drawn as the live page renders, with true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => drawingPicture,
  );
}

/** Set by picture.tsx around each drawing (one at a time per bundle). */
export function setDrawingPicture(drawing: boolean): void {
  drawingPicture = drawing;
}
