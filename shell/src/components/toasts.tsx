import { Suspense, lazy, useMemo, useState } from 'react';
import { PATHS } from '@pgportal/contracts/paths';
import { useHydrated } from '@pgportal/runtime/hydration';
import { useLocation } from '@pgportal/runtime/router';
import { useT } from '../i18n/catalogue';

const ToastHost = lazy(() => import('@pgportal/ui/toast').then((m) => ({ default: m.ToastHost })));

/** The tenant's pages (sign-in included) read in the tenant's language; the rest stay English. */
const inTenantArea = (pathname: string) =>
  pathname === PATHS.tenantArea || pathname.startsWith(`${PATHS.tenantArea}/`);

/**
 * The one <ToastHost/> of the portal (SPEC §4). The landing page shows no toasts, so react-toastify
 * is not part of a first visit to /: the host mounts on the first other page and then stays, so a
 * toast raised just before going back to / (a failed logout) is still shown. It sits above every
 * page's KitLabelsProvider, so it is given its words (issue 27): the tenant's language on the
 * tenant's pages, English on staff's.
 */
export function Toasts() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== '/');
  // Not part of a pre-rendered page: it mounts once the page is hydrated.
  const hydrated = useHydrated();
  const { t } = useT(inTenantArea(pathname));
  const labels = useMemo(() => ({ notifications: t('toastRegion'), close: t('toastClose') }), [t]);
  if (!needed && pathname !== '/') setNeeded(true);
  return needed && hydrated ? (
    <Suspense fallback={null}>
      <ToastHost labels={labels} />
    </Suspense>
  ) : null;
}
