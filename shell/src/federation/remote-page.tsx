import { Suspense, use, useState } from 'react';
import { LoadingIndicator } from '../components/loading-indicator';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailableError } from './remote-loader';
import type { RemoteLoader } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteName } from './remote-names';

type Kind = 'pages' | 'widgets';

interface SlotProps {
  loader: RemoteLoader;
  remote: RemoteName;
  kind: Kind;
  name: string;
  optional: boolean;
}

function RemoteSlot({ loader, remote, kind, name, optional }: SlotProps) {
  const routes = use(loader.load(remote));
  const Found = routes[kind]?.[name];
  if (!Found) {
    if (optional) return null;
    throw new RemoteUnavailableError(
      remote,
      `it has no ${kind === 'pages' ? 'page' : 'widget'} named ${name}`,
    );
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
  kind,
  name,
  optional = false,
}: {
  remote: RemoteName;
  kind: Kind;
  name: string;
  optional?: boolean;
}) {
  const loader = useRemoteLoader();
  const { attempt, retry } = useRetry(loader, remote);
  return (
    // Keyed by what it shows: a failure on one page does not stick to the next page of the route tree.
    <RemoteBoundary key={`${remote}/${kind}/${name}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingIndicator />}>
        <RemoteSlot loader={loader} remote={remote} kind={kind} name={name} optional={optional} />
      </Suspense>
    </RemoteBoundary>
  );
}

/** A page served by a remote, e.g. <RemotePage remote="mfe_properties" page="properties" />. */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  return <RemoteMount remote={remote} kind="pages" name={page} />;
}

/** A remote's widget inside a shell page; `optional` renders nothing while the remote has none of that name. */
export function RemoteWidget({
  remote,
  widget,
  optional,
}: {
  remote: RemoteName;
  widget: string;
  optional?: boolean;
}) {
  return <RemoteMount remote={remote} kind="widgets" name={widget} optional={optional} />;
}
