// Imported for its listeners: the worker's reports must be heard from the page's start.
import './use-online';

// Registers the service worker of a production build (dist/sw.js, shell/scripts/build-sw.mjs). In
// development there is none: rspack serve has no sw.js and hot updates must not be cached.
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker was not registered: the portal works, but not offline', error);
    });
  // After the page's own files, so that precaching never competes with the first paint.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
