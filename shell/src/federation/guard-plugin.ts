// The shell's say over what remotes share (DESIGN §1), as a Module Federation runtime plugin the
// shell registers (registerGlobalPlugins, before registerRemotes) so that every remote's federation
// instance gets it.
// - Strict singletons fail loudly. Module Federation alone leaves two silent holes: a remote whose
//   strict package the shell does not provide quietly runs its own copy, and a shared entry without
//   `singleton` quietly runs a second one. For each strict package a remote asks for, the copy
//   chosen must be the very one the shell registered, in a version the remote accepts; otherwise the
//   remote's module fails to load, with an error naming both versions, and the page's boundary shows
//   its unavailable panel.
// - Versioned packages (the kit: shared, not a singleton) come from the shell whenever its copy is
//   in the remote's range. Module Federation would hand the highest loaded copy instead, so a remote
//   opened after one that brought a newer kit would run that remote's copy, served from its server.
import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The strict singletons of tooling/rspack/shared-deps.mjs (federation-config.test.ts keeps them equal). */
export const STRICT_PACKAGES = [
  'react',
  'react-dom',
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

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];
/** A share scope entry, as a resolver returns it. */
type SharedEntry = NonNullable<ReturnType<ResolveShareArgs['resolver']>>['shared'];

interface ShareEntry {
  from?: string;
}
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/**
 * The entries the shell registered, taken at boot before any remote loads (a remote that later
 * triggers the load of one of them becomes its `from`, so `from` cannot be trusted then).
 */
export function shellSharesOf(shareScopeMap: ShareScopeMap, hostName: string, scope = 'default'): ShellShares {
  const shares = new Map<string, { version: string; entry: object }>();
  for (const [key, versions] of Object.entries(shareScopeMap[scope] ?? {})) {
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

export const GUARD_PLUGIN_NAME = 'pgportal-shell-shares';

/**
 * Throws (and logs) when a remote would get another copy of a strict package than the shell's;
 * hands a remote the shell's copy of a versioned package whenever it is in the remote's range.
 */
export function shellSharesGuard(shellShares: ShellShares): ModuleFederationRuntimePlugin {
  const refuse = (message: string): never => {
    const error = new StrictSingletonError(message);
    console.error(error.message);
    throw error;
  };
  return {
    name: GUARD_PLUGIN_NAME,
    resolveShare(args) {
      const { pkgName, shareInfo } = args;
      const resolve = args.resolver;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!isStrictShareKey(pkgName)) {
        if (shareInfo.shareConfig?.singleton !== false) return args;
        args.resolver = () => {
          const shell = shellShares.get(pkgName);
          if (shell && (typeof required !== 'string' || satisfy(shell.version, required))) {
            return { shared: shell.entry as SharedEntry, useTreesShaking: false };
          }
          return resolve();
        };
        return args;
      }
      const consumer = shareInfo.from || 'a remote';
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
