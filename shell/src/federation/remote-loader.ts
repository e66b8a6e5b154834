import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';
import type { RemoteName } from '@pgportal/contracts/remotes';

/** Loads a remote's `./routes` module; one promise per remote, forgotten after a failure on request. */
export interface RemoteLoader {
  load(remote: RemoteName): Promise<RemoteRoutesModule>;
  /** Drops the cached result so the next load() tries again (the Retry button). */
  forget(remote: RemoteName): void;
  /**
   * Starts load() ahead of need (the remote of the URL at boot, a sidebar link on hover or focus)
   * unless it was already asked for; a failure of the preload itself is forgotten, so opening the
   * page tries again rather than showing a stale error.
   */
  preload(remote: RemoteName): void;
}

export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, reason: string, options?: { cause?: unknown }) {
    super(`${remote} is unavailable: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes);
}

/** A remote may export its routes as default, as `routes`, or as the module itself. */
export function toRoutesModule(remote: string, loaded: unknown): RemoteRoutesModule {
  const candidates = [
    loaded,
    (loaded as { default?: unknown })?.default,
    (loaded as { routes?: unknown })?.routes,
  ];
  const routes = candidates.find(isRoutesModule);
  if (!routes) throw new RemoteUnavailableError(remote, 'its ./routes module has no routes');
  return routes;
}

/** @param importRoutes fetches the raw `./routes` module of a remote (Module Federation in the app, a fake in tests). */
export function createRemoteLoader(importRoutes: (remote: RemoteName) => Promise<unknown>): RemoteLoader {
  const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();
  /** Loads a preload started that no page has asked for yet: their failure is not shown anywhere. */
  const unclaimed = new Set<Promise<RemoteRoutesModule>>();

  const start = (remote: RemoteName) => {
    let pending = cache.get(remote);
    if (!pending) {
      pending = importRoutes(remote).then(
        (loaded) => toRoutesModule(remote, loaded),
        (error: unknown) => {
          throw error instanceof RemoteUnavailableError
            ? error
            : new RemoteUnavailableError(remote, error instanceof Error ? error.message : String(error), {
                cause: error,
              });
        },
      );
      cache.set(remote, pending);
    }
    return pending;
  };

  return {
    load(remote) {
      const pending = start(remote);
      unclaimed.delete(pending);
      return pending;
    },
    forget(remote) {
      cache.delete(remote);
    },
    preload(remote) {
      // Loading, loaded, or failed on a page (that failure stays until Retry): nothing to start.
      if (cache.has(remote)) return;
      const pending = start(remote);
      unclaimed.add(pending);
      pending.catch(() => {
        if (unclaimed.delete(pending) && cache.get(remote) === pending) cache.delete(remote);
      });
    },
  };
}
