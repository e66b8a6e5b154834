// The portal's router: only the names of react-router the portal uses (apps, their tests, the
// testing kit, the standalone page). Module Federation shares THIS module as a strict singleton the
// shell provides, not the whole react-router, so the bundler drops everything else of react-router
// (about 59 KB gzip whole). Every package imports routing from here (lint refuses react-router and
// react-router-dom elsewhere); a name not listed yet is added here, in one place.
import { useNavigate } from 'react-router-dom';

export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';

/** A marker other bundles can compare to prove the router is one instance. */
export const ROUTER_INSTANCE_ID = Symbol.for('pgportal.router');

/**
 * Each bundle (the shell, every remote) records the react-router it received under
 * ROUTER_INSTANCE_ID, as recordSessionInstance does for the session store. With this module shared
 * as a singleton they are one function; a bundle with a router of its own would record another
 * (and its links and hooks would fail outside the shell's router). End-to-end tests read
 * `window[Symbol.for('pgportal.router')]`.
 */
export function recordRouterInstance(bundle: string): void {
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  (holder[ROUTER_INSTANCE_ID] ??= new Map()).set(bundle, useNavigate);
}
