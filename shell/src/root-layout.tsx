import { Suspense } from 'react';
import { Outlet } from '@pgportal/runtime/router';
import { LoadingIndicator } from './components/loading-indicator';
import { PageAnnouncer } from './components/page-announcer';
import { Toasts } from './components/toasts';
import { SessionBridge } from './session/session-bridge';

/** The top of the route tree: the session's router-bound actions, toasts, and a fallback for lazy parts. */
export function RootLayout() {
  return (
    <>
      <SessionBridge />
      <PageAnnouncer />
      <Suspense fallback={<LoadingIndicator fullScreen />}>
        <Outlet />
      </Suspense>
      <Toasts />
    </>
  );
}
