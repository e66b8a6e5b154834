// On every navigation: the document title names the page ('Managers · PG Portal'), and after a
// client-side navigation focus moves to the new page's main heading, so a screen reader announces
// it and the keyboard starts from the page rather than the link that was pressed.
import { useEffect, useRef } from 'react';
import { useLocation } from '@pgportal/runtime/router';
import { documentTitle } from '@pgportal/contracts/paths';

const WAIT_MS = 3000;

/** The page's main heading: the first h1 inside <main>, else the first h1. */
const mainHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focuses the first main heading that is not `previous` (remote pages arrive a little later). */
function focusNewHeading(
  previous: HTMLElement | null,
  onFocused: (heading: HTMLElement) => void,
): () => void {
  const focus = () => {
    const heading = mainHeading();
    if (!heading || heading === previous) return false;
    onFocused(heading);
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    // A heading still hidden (a page being swapped in) does not take focus: try again when it shows.
    return document.activeElement === heading;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  return stop;
}

export function PageAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const previousHeading = useRef<HTMLElement | null>(null);

  useEffect(() => {
    document.title = documentTitle(pathname);
    if (first.current) {
      first.current = false;
      previousHeading.current = mainHeading();
      return undefined;
    }
    // The page left is the one whose heading was last known: read when its own effect ran, not in
    // this effect's cleanup, which runs once the new page is already on screen (a page whose code
    // was loaded before replaces the old one at once, and its heading would count as the old one).
    return focusNewHeading(previousHeading.current, (heading) => {
      previousHeading.current = heading;
    });
  }, [pathname]);

  return null;
}
