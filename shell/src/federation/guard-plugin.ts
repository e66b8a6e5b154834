// Strict singletons fail loudly (DESIGN §1). Module Federation alone leaves two silent holes: a
// remote whose strict package the shell does not provide quietly runs its own copy, and a shared
// entry without `singleton` quietly runs a second one. This runtime plugin, registered by the shell
// (registerGlobalPlugins, before registerRemotes) so that every remote's federation instance gets
// it, checks each strict package a remote asks for: the copy chosen must be the very one the shell
// registered, in a version the remote accepts. Otherwise the remote's module fails to load, with an
// error naming both versions, and the page's boundary shows its unavailable panel.
import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The strict singletons of tooling/rspack/shared-deps.mjs (federation-config.test.ts keeps them equal). */
export const STRICT_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'swr',
  'zustand',
  '@pgportal/runtime',
] as const;

/** A shared key ('react/jsx-runtime', '@pgportal/runtime/session') of a strict package. */
export function isStrictShareKey(key: string): boolean {
  return STRICT_PACKAGES.some((pkg) => key === pkg || key.startsWith(`${pkg}/`));
}

/** What the shell put in the share scope: share key -> its version and the entry object itself. */
export type ShellShares = ReadonlyMap<string, { version: string; entry: object }>;

interface ShareEntry {
  from?: string;
}
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/**
 * The strict entries the shell registered, taken at boot before any remote loads (a remote that
 * later triggers the load of one of them becomes its `from`, so `from` cannot be trusted then).
 */
export function shellSharesOf(shareScopeMap: ShareScopeMap, hostName: string, scope = 'default'): ShellShares {
  const shares = new Map<string, { version: string; entry: object }>();
  for (const [key, versions] of Object.entries(shareScopeMap[scope] ?? {})) {
    if (!isStrictShareKey(key)) continue;
    for (const [version, entry] of Object.entries(versions)) {
      if (entry.from === hostName) shares.set(key, { version, entry });
    }
  }
  return shares;
}

export class StrictSingletonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StrictSingletonError';
  }
}

export const GUARD_PLUGIN_NAME = 'pgportal-strict-singletons';

/** Throws (and logs) when a remote would get another copy of a strict package than the shell's. */
export function strictSingletonGuard(shellShares: ShellShares): ModuleFederationRuntimePlugin {
  const refuse = (message: string): never => {
    const error = new StrictSingletonError(message);
    console.error(error.message);
    throw error;
  };
  return {
    name: GUARD_PLUGIN_NAME,
    resolveShare(args) {
      const { pkgName, shareInfo } = args;
      if (!isStrictShareKey(pkgName)) return args;
      const resolve = args.resolver;
      const consumer = shareInfo.from || 'a remote';
      const required = shareInfo.shareConfig?.requiredVersion;
      const wanted = typeof required === 'string' ? required : 'any version';
      args.resolver = () => {
        const shell = shellShares.get(pkgName);
        if (!shell) {
          refuse(
            `${consumer} needs ${pkgName} ${wanted} (it brings ${shareInfo.version}), but the shell provides no ${pkgName}: a strict singleton is never loaded from a remote.`,
          );
        } else if (typeof required === 'string' && !satisfy(shell.version, required)) {
          refuse(
            `${consumer} needs ${pkgName} ${required} (it brings ${shareInfo.version}), but the shell provides ${pkgName} ${shell.version}: refusing to load a second copy of a strict singleton.`,
          );
        }
        const chosen = resolve();
        if (chosen?.shared !== shell?.entry) {
          refuse(
            `${consumer} would get ${pkgName} ${chosen?.shared.version ?? '(none)'} from ${chosen?.shared.from ?? 'nowhere'} instead of the shell's ${shell?.version}: a strict singleton must be the shell's copy.`,
          );
        }
        return chosen;
      };
      return args;
    },
  };
}
