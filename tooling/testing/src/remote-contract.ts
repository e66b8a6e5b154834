// Checks a remote's ./routes against the contracts: every route path lies under a prefix that the
// shell mounts on this remote (else the shell would never show it).
import { mountOf } from '@pgportal/contracts/paths';
import type { RemoteName } from '@pgportal/contracts/remotes';
import type { RemoteRoutesModule } from '@pgportal/runtime/remote-routes';

/** The paths of `module` that the shell would not route to `remote` (empty when all is well). */
export function unmountedPaths(remote: RemoteName, module: RemoteRoutesModule): string[] {
  return module.routes
    .map((route) => route.path ?? '')
    .filter((path) => mountOf(path)?.remote !== remote);
}

/** A concrete URL for a path pattern: each :param becomes '7'. */
export const sampleUrl = (pattern: string) => pattern.replace(/:(\w+)/g, '7');
