// Whether the tenant's pages reach the server: navigator.onLine, corrected by the service worker,
// which reports each tenant read that failed over to the cache (on patchy data the browser still
// says it is online) and each that got through.
import { useSyncExternalStore } from 'react';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import { NETWORK_MESSAGE } from './cache-rules';

/** How often, while the server is out of reach but the browser says online, we ask again. */
const PROBE_EVERY_MS = 3000;

let reachable = true;
let probe: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function setReachable(value: boolean) {
  if (value === reachable) return;
  reachable = value;
  clearInterval(probe);
  probe = undefined;
  // No 'online' event comes when the browser never thought it was offline: ask the server itself.
  if (!reachable) probe = setInterval(() => void askServer(), PROBE_EVERY_MS);
  listeners.forEach((listener) => listener());
}

async function askServer() {
  if (!navigator.onLine) return;
  const answered = await fetch(`${API_BASE}${API.health}`, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) setReachable(true);
}

function onWorkerMessage(event: MessageEvent) {
  const data = event.data as { type?: string; online?: boolean } | null;
  if (data?.type === NETWORK_MESSAGE) setReachable(Boolean(data.online));
}
const onBrowserChange = () => setReachable(navigator.onLine);

// Listening from the start: a message the worker posts before any page component mounts (the
// session read, say) would otherwise be lost.
if (typeof window !== 'undefined') {
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the portal reaches the server now (outside React). */
export const serverReachable = (): boolean => navigator.onLine && reachable;

/** True while the portal reaches the server; SWR refreshes every page's data when the browser is back online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, serverReachable, () => true);
}
