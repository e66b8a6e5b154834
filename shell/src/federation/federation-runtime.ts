// The shell's side of runtime Module Federation: /remotes.json tells where each remote's
// mf-manifest.json lives (never baked into the build), registerRemotes() makes them known,
// loadRemote() fetches a remote's `./routes` when a route first needs it. Before any remote is
// registered, the shell's sharing guard (guard-plugin.ts) joins every federation instance created
// from then on.
import { getInstance, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { bundlesWithAnotherSession } from '../session/session-instances';
import { shellSharesGuard, shellSharesOf } from './guard-plugin';
import { RemoteUnavailableError } from './remote-loader';
import type { RemoteName } from './remote-names';
import { REMOTES_URL, fetchRemotesMap } from './remotes-map';
import type { RemotesMap } from './remotes-map';

/**
 * Registers the guard with what the shell put in the share scope at boot (every shared entry is
 * the shell's until a remote loads). Idempotent: the plugin is registered once, by name.
 */
export function guardSharedModules(): void {
  const host = getInstance();
  if (!host) throw new Error('Module Federation is not initialised: the shell must start from its async boundary');
  registerGlobalPlugins([shellSharesGuard(shellSharesOf(host.shareScopeMap, host.options.name))]);
}

/** Returns the importer the RemoteLoader uses, plus `register` to start the registration at boot. */
export function createFederationRuntime() {
  let registration: Promise<RemotesMap> | null = null;
  let guarded = false;

  const register = (): Promise<RemotesMap> => {
    if (!guarded) {
      guardSharedModules();
      guarded = true;
    }
    registration ??= fetchRemotesMap().then(
      (map) => {
        registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
        return map;
      },
      (error: unknown) => {
        registration = null; // the next attempt (Retry) fetches the map again
        throw error;
      },
    );
    return registration;
  };

  const importRoutes = async (remote: RemoteName): Promise<unknown> => {
    const map = await register();
    if (!map[remote]) throw new RemoteUnavailableError(remote, `it is not listed in ${REMOTES_URL}`);
    const routes = await loadRemote<unknown>(`${remote}/routes`);
    if (!routes) throw new RemoteUnavailableError(remote, 'its ./routes module did not load');
    const strays = bundlesWithAnotherSession();
    if (strays.length > 0)
      console.error(`Session store is not shared: ${strays.join(', ')} got another instance.`);
    return routes;
  };

  return { register, importRoutes };
}
