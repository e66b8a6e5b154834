// Boot: the shell's global stylesheets (the kit brings its own CSS modules), the session (staff
// profile, then tenant), the remotes' locations, then the portal. Nothing here waits for the network
// before the first render. A page the server sent pre-rendered (the landing, sign-in and not-found
// pages: @pgportal/contracts/prerender) is hydrated; a remote's page waits, still on screen, for its
// remote inside the root layout's Suspense boundary, and then hydrates.
import './styles/global.css';
import './styles/base.css';
import './styles/landing.css';
import './styles/portal.css';
import './styles/dashboard.css';
import './styles/portal-waiting.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, recordRouterInstance } from '@pgportal/runtime/router';
import { useSession } from '@pgportal/runtime/session';
import { mountOf } from '@pgportal/contracts/paths';
import { App } from './app';
import { createFederationRuntime } from './federation/federation-runtime';
import { provideLazySharedModules } from './federation/provide-shared';
import { createRemoteLoader } from './federation/remote-loader';
import { createRoutes } from './routes';
import { loadSession } from './session/load-session';
import { registerServiceWorker } from './offline/register-service-worker';
import { keepTenantScreens, showLivePageWhenReady } from './offline/page-snapshots';
import { recordSessionInstance } from '@pgportal/runtime/session';
// The language store (issue 27): sets <html lang> and follows the signed-in tenant's choice.
import '@pgportal/runtime/language';

recordSessionInstance('shell');
recordRouterInstance('shell');
useSession.setState({ refresh: loadSession });
void loadSession();
registerServiceWorker();
showLivePageWhenReady(document);

const federation = createFederationRuntime();
federation.register().catch((error: unknown) => console.error('Remotes are unavailable', error));

// Kept reachable so the bundler keeps the lazy shared chunks; never true at run time.
if ((globalThis as { __PGPORTAL_PRELOAD_SHARED__?: boolean }).__PGPORTAL_PRELOAD_SHARED__) {
  void provideLazySharedModules();
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The remote the current URL needs starts loading now, beside the shell's own lazy chunks and the
// session, not after them (its routes module is cached for the page that renders it).
const loader = createRemoteLoader(federation.importRoutes);
const mount = mountOf(window.location.pathname);
if (mount) loader.preload(mount.remote);

if (process.env.NODE_ENV === 'production') keepTenantScreens();

const portal = (
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} loader={loader} />
  </StrictMode>
);
if (container.hasChildNodes()) hydrateRoot(container, portal);
else {
  // A transition: React renders the first screen in slices and lets the browser answer between
  // them, instead of one long task (issue 43: a phone's main thread stays free for the visitor).
  const root = createRoot(container);
  startTransition(() => root.render(portal));
}
