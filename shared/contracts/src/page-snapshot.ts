// The tenant's last screen, painted before the scripts run (issue 27: a repeat visit's largest paint
// within 1 s). A page of SNAPSHOT_PAGES marks its main content with PAGE_READY_ATTRIBUTE once its
// data has come (or failed); the shell then keeps what is on screen in the tenant's personal cache,
// and on the next visit the service worker puts it into the page it answers with, shown until the
// live page marks itself ready. The server names the signed-in tenant of a page in
// TENANT_PAGE_HEADER so that the worker never shows one tenant's screen to anyone else.
import { PATHS } from './paths';

export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
export const TENANT_PAGE_HEADER = 'x-pgportal-tenant';

/** The pages whose last screen is kept, by the path the snapshot is kept under. */
const SNAPSHOT_OF: Record<string, string> = {
  [PATHS.tenantArea]: PATHS.tenantDashboard,
  [PATHS.tenantDashboard]: PATHS.tenantDashboard,
  [PATHS.tenantBilling]: PATHS.tenantBilling,
};

/** The path a page's snapshot is kept under (/tenant opens the dashboard), or null when none is kept. */
export function snapshotPathOf(pathname: string): string | null {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SNAPSHOT_OF[page] ?? null;
}

/** Spread on a page's main content: `<div {...pageReady(!isLoading)}>`. */
export const pageReady = (ready: boolean): Record<string, string> => (ready ? { [PAGE_READY_ATTRIBUTE]: '' } : {});
