import { Suspense, use, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useRoutes } from '@pgportal/runtime/router';
import type { RouteObject } from '@pgportal/runtime/router';
import { LoadingIndicator } from '../components/loading-indicator';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailableError } from './remote-loader';
import type { RemoteLoader } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteName } from '@pgportal/contracts/remotes';

/**
 * The remote's routes that lie under `base` (e.g. '/app/property'), made relative to it: the
 * remote declares absolute paths from the paths table; the shell mounted it at `base/*`.
 */
export function routesUnder(routes: RouteObject[], base: string): RouteObject[] {
  const under: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path ?? '';
    if (path === base) under.push({ ...route, path: undefined, index: true } as RouteObject);
    else if (path.startsWith(`${base}/`)) under.push({ ...route, path: path.slice(base.length + 1) });
  }
  return under;
}

function RoutesSlot({ loader, remote, base, notFound }: { loader: RemoteLoader; remote: RemoteName; base: string; notFound: ReactNode }) {
  const module = use(loader.load(remote));
  const routes = useMemo(
    () => [...routesUnder(module.routes, base), { path: '*', element: notFound }],
    [module, base, notFound],
  );
  return useRoutes(routes);
}

function WidgetSlot({ loader, remote, name, optional }: { loader: RemoteLoader; remote: RemoteName; name: string; optional: boolean }) {
  const module = use(loader.load(remote));
  const Found = module.widgets?.[name];
  if (!Found) {
    if (optional) return null;
    throw new RemoteUnavailableError(remote, `it has no widget named ${name}`);
  }
  return <Found />;
}

function useRetry(loader: RemoteLoader, remote: RemoteName) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    loader.forget(remote);
    setAttempt((value) => value + 1);
  };
  return { attempt, retry };
}

function RemoteMount({
  remote,
  label,
  suspense = true,
  fallback = <LoadingIndicator />,
  children,
}: {
  remote: RemoteName;
  label: string;
  suspense?: boolean;
  /** what shows while the remote loads */
  fallback?: ReactNode;
  children: (loader: RemoteLoader) => ReactNode;
}) {
  const loader = useRemoteLoader();
  const { attempt, retry } = useRetry(loader, remote);
  return (
    // Keyed by what it shows: a failure on one mount does not stick to the next one of the route tree.
    <RemoteBoundary key={`${remote}/${label}#${attempt}`} remote={remote} onRetry={retry}>
      {suspense ? <Suspense fallback={fallback}>{children(loader)}</Suspense> : children(loader)}
    </RemoteBoundary>
  );
}

/**
 * Every page a remote serves under `base` (the shell's route `base/*`), e.g.
 * <RemoteRoutes remote="mfe_properties" base="/app/property" />. Unknown paths there show `notFound`.
 * No Suspense of its own: a navigation (a transition) keeps the current page until the remote's
 * page is ready, instead of committing a spinner, after which React holds the reveal back for
 * 300 ms (measured: 340 ms from a sidebar click to the page, 80 ms without). A first load waits
 * in the layout's Suspense.
 */
export function RemoteRoutes({ remote, base, notFound }: { remote: RemoteName; base: string; notFound: ReactNode }) {
  return (
    <RemoteMount remote={remote} label={base} suspense={false}>
      {(loader) => <RoutesSlot loader={loader} remote={remote} base={base} notFound={notFound} />}
    </RemoteMount>
  );
}

/** A remote's widget inside a shell page; `optional` renders nothing while the remote has none of that name. */
export function RemoteWidget({ remote, widget, optional = false }: { remote: RemoteName; widget: string; optional?: boolean }) {
  return (
    // An optional widget may turn out empty: no spinner meanwhile, so nothing below it moves (CLS).
    <RemoteMount remote={remote} label={`widget:${widget}`} fallback={optional ? null : undefined}>
      {(loader) => <WidgetSlot loader={loader} remote={remote} name={widget} optional={optional} />}
    </RemoteMount>
  );
}
