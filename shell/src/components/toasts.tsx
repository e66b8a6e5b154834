import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '@pgportal/runtime/hydration';
import { useLocation } from '@pgportal/runtime/router';

const ToastHost = lazy(() => import('@pgportal/ui/toast').then((m) => ({ default: m.ToastHost })));

/**
 * The one <ToastHost/> of the portal (SPEC §4). The landing page shows no toasts, so react-toastify
 * is not part of a first visit to /: the host mounts on the first other page and then stays, so a
 * toast raised just before going back to / (a failed logout) is still shown.
 */
export function Toasts() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== '/');
  // Not part of a pre-rendered page: it mounts once the page is hydrated.
  const hydrated = useHydrated();
  if (!needed && pathname !== '/') setNeeded(true);
  return needed && hydrated ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
