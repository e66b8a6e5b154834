// The standalone development page of a remote (`npm run dev -w @pgportal/mfe-<name>`): the
// remote's pages at the portal's own paths, with the session, SWR and toasts the shell would give.
// Only a remote's src/bootstrap.tsx imports this; the shell never loads it. The page's global CSS
// (tokens, resets) is the shell's, as in the portal; the kit's components bring their own.
import { API } from '@pgportal/contracts/api-paths';
import '../../shell/src/styles/global.css';
import { StrictMode, Suspense } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, useRoutes } from '@pgportal/runtime/router';
import { SWRConfig } from 'swr';
import { api, isApiError, requestData } from '@pgportal/contracts/api';
import { swrConfig } from '@pgportal/ui/data';
import { isStaffRole } from '@pgportal/contracts/enums';
import { useSession } from '@pgportal/runtime/session';
import { ToastHost } from '@pgportal/ui/toast';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

export interface StandaloneOptions {
  /** The remote's Module Federation name, shown in the page's header. */
  name: string;
  routes: RemoteRoutesModule;
}

/** The shell's session start-up, simplified: staff first, then tenant. */
async function loadSession(): Promise<void> {
  const { signedInAsStaff, signedInAsTenant, signedOut } = useSession.getState();
  try {
    const user = await requestData<User>(API.user.profile);
    if (isStaffRole(user?.role)) return signedInAsStaff(user);
  } catch (error) {
    if (!isApiError(error)) console.warn('Profile request failed', error);
  }
  try {
    signedInAsTenant(await requestData<TenantSummary>(API.tenant.profile));
  } catch {
    signedOut();
  }
}

async function logout(): Promise<void> {
  await api.get(API.auth.logout).catch(() => undefined);
  useSession.getState().signedOut();
}

function Widget({ component: Component }: { component: ComponentType<Record<string, unknown>> }) {
  return <Component />;
}

function StandaloneHome({ name, routes }: StandaloneOptions) {
  const paths = routes.routes.map((route) => route.path ?? '').filter(Boolean);
  const widgets = Object.entries(routes.widgets ?? {});
  return (
    <div className="standalone-home">
      <h1>{name}: standalone development page</h1>
      <p>
        Sign in through the shell (http://localhost:3000) first: the session cookie is shared by every port.
      </p>
      {paths.length > 0 ? (
        <ul>
          {paths.map((path) => (
            <li key={path}>
              <NavLink to={path.replace(/:(\w+)/g, 'example-$1')}>{path}</NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {widgets.map(([widget, component]) => (
        <section key={widget} aria-label={`Widget ${widget}`}>
          <Widget component={component} />
        </section>
      ))}
    </div>
  );
}

function RemoteRoutes({ options }: { options: StandaloneOptions }) {
  const home = <StandaloneHome {...options} />;
  return useRoutes([{ index: true, element: home }, ...options.routes.routes, { path: '*', element: home }]);
}

/** Mounts the remote's pages on #root with the portal's providers. */
export function mountStandalone(options: StandaloneOptions): void {
  useSession.setState({ refresh: loadSession, logout });
  void loadSession();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <main className="standalone-main">
            <Suspense fallback={<p role="status">Loading...</p>}>
              <RemoteRoutes options={options} />
            </Suspense>
          </main>
        </BrowserRouter>
        <ToastHost />
      </SWRConfig>
    </StrictMode>,
  );
}
