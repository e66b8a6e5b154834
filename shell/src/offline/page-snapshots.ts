// The page's side of the kept screens (@pgportal/contracts/page-snapshot, snapshot-html.ts): keeping
// what a tenant's page shows once it is ready, and, on a visit that opened with a kept screen,
// swapping it for the live page once that is ready.
import { PAGE_READY_ATTRIBUTE, snapshotPathOf } from '@pgportal/contracts/page-snapshot';
import { picturedPageOf } from '@pgportal/contracts/prerender';
import { useSession } from '@pgportal/runtime/session';
import { CACHES } from './cache-rules';
import {
  SNAPSHOT_HOST_ID,
  SNAPSHOT_SHOWN_ATTRIBUTE,
  serializeRoot,
  keptAbove,
  usedCss,
  type PageSnapshot,
} from './snapshot-html';
import { serverReachable } from './use-online';

/** How long the page must stay still before it is kept (a list still filling in is not). */
const SETTLED_MS = 1000;
/** How much of the page is kept, in screen heights from its top: what the next visit shows first. */
const SCREENS_KEPT = 1;
/** A live page that never says it is ready (a remote that fails to load) is shown after this. */
const SHOW_LIVE_PAGE_AFTER_MS = 10_000;

const READY = `[${PAGE_READY_ATTRIBUTE}], [role="alert"]`;

/** The screen to keep now, or null: a kept page, ready, signed in as a tenant, with the server in reach. */
export function snapshotOfScreen(document: Document, now: Date): PageSnapshot | null {
  const path = snapshotPathOf(document.location.pathname);
  const root = document.getElementById('root');
  const tenantId = useSession.getState().tenant?._id;
  if (!path || !root || !tenantId || !serverReachable()) return null;
  if (document.documentElement.hasAttribute(SNAPSHOT_SHOWN_ATTRIBUTE)) return null;
  if (!root.querySelector(`[${PAGE_READY_ATTRIBUTE}]`)) return null;
  const isKept = keptAbove(root, SCREENS_KEPT * (document.defaultView?.innerHeight ?? Infinity));
  return {
    path,
    tenantId,
    html: serializeRoot(root, isKept),
    ...usedCss(document, root, isKept),
    lang: document.documentElement.lang,
    savedAt: now.toISOString(),
  };
}

async function keep(snapshot: PageSnapshot) {
  const cache = await caches.open(CACHES.snapshots);
  await cache.put(
    snapshot.path,
    new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Keeps the tenant's screen each time it settles (only where a service worker can show it again). */
export function keepTenantScreens(): void {
  const root = document.getElementById('root');
  if (!root || typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const snapshot = snapshotOfScreen(document, new Date());
    if (snapshot) keep(snapshot).catch((error: unknown) => console.warn('the screen was not kept', error));
  };
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(save, SETTLED_MS);
  }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** The page a screen shown first is of (a kept screen's path; /tenant opens the tenant's home). */
const shownPathOf = (pathname: string): string =>
  snapshotPathOf(pathname) ?? picturedPageOf(pathname)?.path ?? pathname;

/**
 * On a visit that opened with a kept screen, or with a picture the server drew (issue 43): the live page replaces it when it is ready (or shows
 * an error), when the visitor is sent to another page, or after SHOW_LIVE_PAGE_AFTER_MS.
 */
export function showLivePageWhenReady(document: Document): void {
  const html = document.documentElement;
  const root = document.getElementById('root');
  if (!html.hasAttribute(SNAPSHOT_SHOWN_ATTRIBUTE) || !root) return;
  const shownPath = shownPathOf(document.location.pathname);
  const showLive = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.getElementById(SNAPSHOT_HOST_ID)?.remove();
    html.removeAttribute(SNAPSHOT_SHOWN_ATTRIBUTE);
  };
  const check = () => {
    if (shownPathOf(document.location.pathname) !== shownPath || root.querySelector(READY)) showLive();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: [PAGE_READY_ATTRIBUTE, 'role'],
  });
  const timer = setTimeout(showLive, SHOW_LIVE_PAGE_AFTER_MS);
  check();
}
