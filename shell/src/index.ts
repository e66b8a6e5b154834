// An async boundary: shared modules are negotiated with the remotes' versions before any code runs.
// A pre-rendered page (the landing, sign-in and not-found pages) paints first: the portal starts
// after the next frame, so fetching and running its scripts never hold that first paint back.
import { PATHS } from '@pgportal/contracts/paths';

const start = () => void import('./bootstrap');
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else {
  start();
  // A signed-in page (issue 28): its layout's chunks, and the kit and Radix they bring, load beside
  // the bootstrap's instead of after it has run (routes.tsx imports the same modules lazily).
  const path = window.location.pathname;
  if (path === '/app' || path.startsWith('/app/')) {
    void import('./layouts/admin-layout');
    if (path === '/app' || path === '/app/dashboard') void import('./pages/dashboard-page');
  } else if (path === PATHS.tenantArea || path.startsWith(`${PATHS.tenantArea}/`)) {
    if (!path.startsWith(PATHS.tenantLogin)) void import('./layouts/tenant-layout');
  }
}
