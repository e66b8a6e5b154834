// Rebuilding one remote alone into the running e2e server's static root, as a remote team would
// redeploy it, and putting the normal build back afterwards (journeys that run later expect it).
import { type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { E2E_PORT, E2E_STATIC_ROOT, REPO_ROOT } from './env';

export type RemoteFolder = 'mfe-auth' | 'mfe-properties' | 'mfe-tenants' | 'mfe-complaints';

/** The deployed dist folder of an app in the e2e server's static root. */
export const deployedDist = (app: string) => join(E2E_STATIC_ROOT, app, 'dist');

/** One hash over every file (path and bytes) under `dir`: equal hashes, byte-identical trees. */
export function digestTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(dir.length)).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

export interface KitCopy {
  /** The version this copy of @pgportal/ui says it is (package.json and the shared config). */
  version: string;
  /** Files to add or replace under the kit copy's src/ (relative path -> content). */
  files?: Record<string, string>;
  /** Lines appended to the copy's src/index.ts, e.g. an export of a new component. */
  exports?: string[];
}

export interface RebuildOptions {
  /** Files to replace in the remote's copy (path relative to the remote's folder -> content). */
  files?: Record<string, string>;
  /** Shared versions this build claims (PGPORTAL_SHARED_VERSIONS, read by tooling/rspack/create-config.mjs). */
  sharedVersions?: Record<string, string>;
  /** Build against a copy of the kit (test-only changes stay out of the product source). */
  kit?: KitCopy;
}

function writeAll(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/**
 * Copies the remote's package beside the real one (.redeploy-<remote>, git-ignored), applies the
 * changes, and builds it straight into the deployed folder of the running server. The shell and the
 * other remotes are not rebuilt.
 */
export function rebuildRemoteAlone(remote: RemoteFolder, options: RebuildOptions = {}): void {
  // one copy per server: two workers may rebuild the same remote at once
  const copy = join(REPO_ROOT, `.redeploy-${remote}-${E2E_PORT}`);
  rmSync(copy, { recursive: true, force: true });
  try {
    for (const item of ['package.json', 'tsconfig.json', 'rspack.config.mjs', 'src']) {
      cpSync(join(REPO_ROOT, remote, item), join(copy, item), { recursive: true });
    }
    writeAll(copy, options.files ?? {});
    if (options.kit) {
      // The kit copy sits outside node_modules (the source loader skips node_modules) and is reached
      // through a symlink that the remote's imports of @pgportal/ui find before the workspace's.
      const kit = join(copy, 'kit');
      for (const item of ['package.json', 'tsconfig.json', 'src']) {
        cpSync(join(REPO_ROOT, 'shared', 'ui', item), join(kit, item), { recursive: true });
      }
      const manifest = JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8')) as { version: string };
      writeFileSync(join(kit, 'package.json'), JSON.stringify({ ...manifest, version: options.kit.version }, null, 2));
      writeAll(join(kit, 'src'), options.kit.files ?? {});
      const index = join(kit, 'src', 'index.ts');
      writeFileSync(index, `${readFileSync(index, 'utf8')}\n${(options.kit.exports ?? []).join('\n')}\n`);
      mkdirSync(join(copy, 'node_modules', '@pgportal'), { recursive: true });
      symlinkSync(kit, join(copy, 'node_modules', '@pgportal', 'ui'), 'dir');
    }
    const sharedVersions = { ...options.sharedVersions, ...(options.kit ? { '@pgportal/ui': options.kit.version } : {}) };
    execFileSync(
      join(REPO_ROOT, 'node_modules', '.bin', 'rspack'),
      ['build', '--output-path', deployedDist(remote)],
      {
        cwd: copy,
        stdio: 'pipe',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PGPORTAL_SHARED_VERSIONS: Object.keys(sharedVersions).length ? JSON.stringify(sharedVersions) : '',
        },
      },
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Puts the remote's normal build (the repo's <remote>/dist) back in the deployed folder. */
export function restoreRemote(remote: RemoteFolder): void {
  rmSync(deployedDist(remote), { recursive: true, force: true });
  cpSync(join(REPO_ROOT, remote, 'dist'), deployedDist(remote), { recursive: true });
}

/** The copies of a shared package the Module Federation runtime has loaded: version -> provider. */
export async function loadedCopies(page: Page, pkg: string): Promise<Record<string, string>> {
  return page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown; lib?: unknown };
    const share = (
      globalThis as {
        __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__?.__SHARE__;
    const copies: Record<string, string> = {};
    for (const host of Object.values(share ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [version, entry] of Object.entries(scope[name] ?? {})) {
          if (entry.loaded || entry.loading || entry.lib) copies[version] = entry.from;
        }
      }
    }
    return copies;
  }, pkg);
}
