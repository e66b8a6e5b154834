import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { mountOf } from '@pgportal/contracts/paths';
import type { RemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Gives RemotePage its loader: Module Federation in the app, a fake in tests. */
export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemotePage needs a <RemoteLoaderProvider> above it');
  return loader;
}

/**
 * Warms the remote that serves a path (fetches its manifest, entry and routes) before the user
 * opens it: the sidebar calls it on hover and focus. Does nothing for the shell's own pages, or
 * without a loader (a layout rendered alone in a test).
 */
export function useWarmRemote(): (path: string) => void {
  const loader = useContext(RemoteLoaderContext);
  return useCallback(
    (path: string) => {
      const mount = mountOf(path);
      if (loader && mount) loader.preload(mount.remote);
    },
    [loader],
  );
}
