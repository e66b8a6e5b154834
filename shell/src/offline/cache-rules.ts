// What the service worker keeps, as plain functions of a URL so that a unit test can walk them.
// Kept: the shell's and each remote's built files (content-hashed, so a remote's new release has
// new names: its remoteEntry and manifest are asked of the network first, so a page never mixes
// two releases of one remote), and the signed-in tenant's own reads. Never kept: staff answers,
// any write, any answer asked from outside the tenant's signed-in area.
import { API_BASE } from '@pgportal/contracts/api';
import { API_ROUTES, type ApiRouteName } from '@pgportal/contracts/api-paths';
import { PATHS } from '@pgportal/contracts/paths';

/** Cache Storage names; every one starting with PERSONAL_PREFIX holds a tenant's data. */
export const PERSONAL_PREFIX = 'pgportal-personal';
export const CACHES = {
  tenantApi: `${PERSONAL_PREFIX}-api`,
  /** the tenant's last screens (page-snapshots.ts) */
  snapshots: `${PERSONAL_PREFIX}-screens`,
  /** the tenant's pages as last answered: the server draws the tenant's screen into them (issue 43) */
  pages: `${PERSONAL_PREFIX}-pages`,
  remotes: 'pgportal-remotes',
  remoteEntries: 'pgportal-remote-entries',
} as const;

/** The service worker's message to a page: { type: NETWORK_MESSAGE, online: boolean }. */
export const NETWORK_MESSAGE = 'pgportal:network';

/** The tenant's own reads (GET): dashboard, invoices (the UPI QR is drawn from them), receipts. */
export const TENANT_READS: readonly ApiRouteName[] = [
  'authSession',
  'tenantProfile',
  'myInvoices',
  'paymentReceipt',
  'myComplaints',
  'myMealOptOuts',
  'myElectricity',
  'myExitStatement',
  'myNotice',
];

const patternRegex = (pattern: string) =>
  new RegExp(`^${API_BASE}${pattern.replace(/:\w+/g, '[^/]+').replace(/\/$/, '/?')}/?$`);
const TENANT_READ_REGEXES = TENANT_READS.map((name) => patternRegex(API_ROUTES[name].pattern));

/** True for a GET of one of the tenant's own reads on this origin. */
export function isTenantRead(url: URL, method: string, origin: string): boolean {
  return (
    method === 'GET' && url.origin === origin && TENANT_READ_REGEXES.some((regex) => regex.test(url.pathname))
  );
}

/** The session answer: kept only when it says a tenant is signed in. */
export const isSessionRead = (url: URL) => url.pathname === `${API_BASE}${API_ROUTES.authSession.pattern}`;

/** A page of the tenant's signed-in area (not its sign-in page): the only place personal answers are kept from. */
export function inTenantArea(pageUrl: string | undefined, origin: string): boolean {
  if (!pageUrl) return false;
  const url = new URL(pageUrl);
  if (url.origin !== origin || url.pathname.startsWith(PATHS.tenantLogin)) return false;
  return url.pathname === PATHS.tenantArea || url.pathname.startsWith(`${PATHS.tenantArea}/`);
}

/** A navigation the service worker may answer from cache when offline: the tenant area only. */
export const isTenantNavigation = (url: URL, origin: string) => inTenantArea(url.href, origin);

const REMOTE_FILE = /^\/mfe\/[\w-]+\//;
const HASHED = /\.[0-9a-f]{8,}\./;

/** A remote's entry or manifest (not hashed, changes with each release): network first. */
export const isRemoteEntry = (url: URL, origin: string) =>
  url.origin === origin &&
  (url.pathname === '/remotes.json' || (REMOTE_FILE.test(url.pathname) && !HASHED.test(url.pathname)));

/** A remote's content-hashed file: its name changes with its content, so the cache may answer first. */
export const isRemoteHashedFile = (url: URL, origin: string) =>
  url.origin === origin && REMOTE_FILE.test(url.pathname) && HASHED.test(url.pathname);
