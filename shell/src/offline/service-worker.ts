// The portal's service worker (Workbox 7; built by shell/scripts/build-sw.mjs into dist/sw.js, which
// injects the shell's precache manifest). Rules: cache-rules.ts. Remotes deploy alone, so their
// files are not in the shell's precache: each remote's entry and manifest go to the network first
// (a new release is picked up on the next visit) and its hashed chunks, named by their content,
// come from the cache first, so one page never mixes two releases.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
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
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

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
const pages = new NetworkFirst({ cacheName: CACHES.pages });
registerRoute(
  ({ url, request }) => request.mode === 'navigate' && isTenantNavigation(url, origin),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch {
      return shellPage(options);
    }
  },
);

registerRoute(({ url }) => isRemoteEntry(url, origin), new NetworkFirst({ cacheName: CACHES.remoteEntries }));
registerRoute(({ url }) => isRemoteHashedFile(url, origin), new CacheFirst({ cacheName: CACHES.remotes }));
