// The portal's service worker (Workbox 7; built by shell/scripts/build-sw.mjs into dist/sw.js, which
// injects the shell's precache manifest). Rules: cache-rules.ts. Remotes deploy alone, so their
// files are not in the shell's precache: each remote's entry and manifest go to the network first
// (a new release is picked up on the next visit) and its hashed chunks, named by their content,
// come from the cache first, so one page never mixes two releases. A navigation to a page whose
// screen the tenant's page kept (page-snapshots.ts) is answered with that screen in it, painted
// before any script runs (snapshot-html.ts).
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHES,
  inTenantArea,
  isRemoteEntry,
  isRemoteHashedFile,
  isSessionRead,
  isTenantNavigation,
  isTenantRead,
  NETWORK_MESSAGE,
} from './cache-rules';
import { TENANT_PAGE_HEADER, snapshotPathOf } from '@pgportal/contracts/page-snapshot';
import { ENTRY_LOADER, PICTURED_HEADER } from '@pgportal/contracts/prerender';
import {
  cspAllowing,
  isPageSnapshot,
  mayShowKeptScreen,
  withSnapshot,
  type PageSnapshot,
} from './snapshot-html';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  clients: {
    get(id: string): Promise<{ url: string; postMessage(message: unknown): void } | undefined>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: string,
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;

// Written as `self.__WB_MANIFEST` so that injectManifest finds the place to write the precache list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
worker.addEventListener('install', () => void worker.skipWaiting());
/** Caches of earlier releases, read no more: the pages' cache before it held tenants' screens (issue 43). */
const RETIRED_CACHES = ['pgportal-pages'];
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([worker.clients.claim(), ...RETIRED_CACHES.map((name) => caches.delete(name))]),
  ),
);

/** Keeps the session answer only when it names a signed-in tenant (never staff, never nobody). */
const tenantSessionOnly = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 200) return null;
    if (!isSessionRead(new URL(request.url))) return response;
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as { data?: { kind?: string } } | null;
    return answer?.data?.kind === 'tenant' ? response : null;
  },
};
/**
 * Tells the page whether its last tenant read reached the server (NETWORK_MESSAGE): on patchy data
 * navigator.onLine stays true while requests fail, and the page must say its dues are the saved ones.
 */
const tellPage = async (event: unknown, online: boolean) => {
  const { clientId } = (event ?? {}) as { clientId?: string };
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage({ type: NETWORK_MESSAGE, online });
};
const networkReport = {
  fetchDidFail: async ({ event }: { event: unknown }) => tellPage(event, false),
  fetchDidSucceed: async ({ event, response }: { event: unknown; response: Response }) => {
    await tellPage(event, true);
    return response;
  },
};
const tenantApi = new NetworkFirst({
  cacheName: CACHES.tenantApi,
  plugins: [tenantSessionOnly, networkReport],
});

registerRoute(
  ({ url, request }) => isTenantRead(url, request.method, origin),
  async (options: RouteHandlerCallbackOptions) => {
    // FetchEvent.clientId: the page that asked (the webworker types are not in this program).
    const { clientId } = options.event as unknown as { clientId?: string };
    const client = clientId ? await worker.clients.get(clientId) : undefined;
    // Asked from a staff page or the sign-in page: straight to the network, nothing kept.
    if (!inTenantArea(client?.url, origin)) return fetch(options.request);
    return tenantApi.handle(options);
  },
);

const shellPage = createHandlerBoundToURL('/index.html');
/** The navigations that did not reach the server (answered from the cache, or by the shell's page). */
const unreached = new WeakSet<object>();
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [{ fetchDidFail: async ({ event }: { event: unknown }) => void unreached.add(event as object) }],
});

/** The tenant's kept screen of a page (page-snapshots.ts), or null. */
async function keptScreen(pathname: string): Promise<PageSnapshot | null> {
  const path = snapshotPathOf(pathname);
  if (!path) return null;
  const cache = await caches.open(CACHES.snapshots);
  const saved: unknown = await (await cache.match(path))?.json().catch(() => null);
  return isPageSnapshot(saved) ? saved : null;
}

/** The entry loader's text (shell/public/start-on-action.js, precached), or null. */
const loaderText = async (): Promise<string | null> =>
  (await (await matchPrecache(ENTRY_LOADER))?.text()) ?? null;

/** The page's CSP allowing the loader to run inline (by its hash); null when it cannot (no script-src). */
async function cspForInlineLoader(csp: string, loader: string): Promise<string | null> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(loader)));
  return cspAllowing(csp, `'sha256-${btoa(String.fromCharCode(...digest))}'`);
}

/** The page with the tenant's kept screen in it (mayShowKeptScreen), painted before any script runs. */
async function withKeptScreen(page: Response, screen: PageSnapshot, reached: boolean, loader: string | null) {
  const answered = {
    status: page.status,
    contentType: page.headers.get('content-type'),
    signedInTenant: page.headers.get(TENANT_PAGE_HEADER),
    reached,
  };
  if (!mayShowKeptScreen(answered, screen)) return page;
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  // The screen is painted from the page alone: no request may start before it (the live page asks
  // for its answers when its scripts run, while the kept screen is on show), the entry's loader
  // included (written into the page, allowed by its hash).
  headers.delete('link');
  const csp = headers.get('content-security-policy');
  let inline = loader;
  if (loader !== null && csp !== null) {
    const allowing = await cspForInlineLoader(csp, loader);
    if (allowing === null) inline = null;
    else headers.set('content-security-policy', allowing);
  }
  const html = withSnapshot(await page.text(), screen, inline ?? undefined);
  return new Response(html, { status: 200, headers });
}

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isTenantNavigation(url, origin),
  async (options: RouteHandlerCallbackOptions) => {
    const event = options.event as unknown as object;
    const page = pages.handle(options).catch(() => {
      unreached.add(event);
      return shellPage(options);
    });
    // Read while the server answers: the page is not kept waiting for the caches.
    const [screen, loader] = await Promise.all([
      keptScreen(options.url.pathname).catch(() => null),
      loaderText().catch(() => null),
    ]);
    const answered = await page;
    if (!screen) return answered;
    const reached = !unreached.has(event);
    // The server drew this visit's screen itself (issue 43): newer than the kept one. A page kept
    // from an earlier visit holds that visit's drawing: offline, the kept screen is the newer.
    if (answered.headers.has(PICTURED_HEADER)) {
      if (reached) return answered;
      const plain = await shellPage(options).catch(() => null);
      return plain ? withKeptScreen(plain, screen, false, loader).catch(() => answered) : answered;
    }
    return withKeptScreen(answered, screen, reached, loader).catch(() => answered);
  },
);

registerRoute(({ url }) => isRemoteEntry(url, origin), new NetworkFirst({ cacheName: CACHES.remoteEntries }));
registerRoute(({ url }) => isRemoteHashedFile(url, origin), new CacheFirst({ cacheName: CACHES.remotes }));
