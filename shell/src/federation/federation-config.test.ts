// The Module Federation set-up that makes shared modules (the session store above all) ONE instance
// in the browser: every app shares the same singletons, and the shell provides every one of them.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
import { FRONT_END_FOLDERS as APPS } from '@pgportal/contracts/remotes';

interface SharedEntry {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion?: string;
  version?: string;
  import?: false | string;
  eager?: boolean;
}
interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, SharedEntry>;
  shareStrategy?: string;
  dts?: boolean;
  manifest?: boolean;
}

/** Each app's real rspack.config.mjs, as `rspack build` loads it, reduced to its MF options. */
function loadFederationOptions(): Record<string, FederationOptions> {
  const script = `
    const apps = ${JSON.stringify(APPS)};
    const out = {};
    for (const app of apps) {
      const { default: config } = await import(${JSON.stringify(repo)} + '/' + app + '/rspack.config.mjs');
      const mf = config.plugins.find((plugin) => plugin && plugin._options && 'shared' in plugin._options);
      out[app] = { ...mf._options, publicPath: config.output.publicPath };
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Record<string, FederationOptions>;
}

/** Strict singletons: one instance, the shell's; a remote that needs another version fails loudly. */
const STRICT_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'swr',
  'zustand',
  '@pgportal/runtime/session',
  '@pgportal/runtime/router',
];
const SINGLETONS = [
  'react-toastify',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
];
/** The kit: shared with its real version, not a singleton. */
const KIT = ['@pgportal/ui', '@pgportal/ui/toast', '@pgportal/ui/data'];
const REQUIRED_SHARED = [...STRICT_SINGLETONS, ...SINGLETONS, ...KIT];

/** Every module specifier the shell's source imports (statically or with import()). */
function shellImports(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (
        /\.tsx?$/.test(name) &&
        !/\.test\.tsx?$/.test(name) &&
        !file.includes(`${path.sep}testing${path.sep}`)
      ) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g))
          found.add(match[1]!);
      }
    }
  };
  walk(path.join(repo, 'shell/src'));
  return found;
}

describe('Module Federation shared modules', () => {
  const options = loadFederationOptions();

  it('shares the strict singletons strictly, with a kept floor as the required version', () => {
    for (const app of APPS) {
      const shared = options[app]!.shared;
      for (const key of STRICT_SINGLETONS) {
        expect({ app, key, ...shared[key] }).toMatchObject({ app, key, singleton: true, strictVersion: true });
        expect(shared[key]?.requiredVersion).toMatch(/^\^\d+\.0\.0$/);
      }
      for (const key of SINGLETONS) expect({ key, singleton: shared[key]?.singleton }).toEqual({ key, singleton: true });
    }
  });

  it('shares the router only through @pgportal/runtime/router, so react-router inside it is tree-shaken', () => {
    for (const app of APPS) {
      const keys = Object.keys(options[app]!.shared);
      expect({ app, router: keys.filter((key) => key.startsWith('react-router')) }).toEqual({ app, router: [] });
      expect(options[app]!.shared['@pgportal/runtime/router']).toMatchObject({ version: '1.0.0', requiredVersion: '^1.0.0' });
    }
  });

  it('shares the kit with its real semver version and no singleton, and bundles the contracts', () => {
    const kitVersion = (JSON.parse(readFileSync(path.join(repo, 'shared/ui/package.json'), 'utf8')) as { version: string }).version;
    for (const app of APPS) {
      const shared = options[app]!.shared;
      for (const key of KIT) {
        expect(shared[key]).toMatchObject({ singleton: false, version: kitVersion, requiredVersion: `^${kitVersion}` });
      }
      expect(Object.keys(shared).filter((key) => key.startsWith('@pgportal/contracts'))).toEqual([]);
    }
  });

  it('gives every app the very same shared map, so no remote keeps a private copy', () => {
    const shell = options.shell!.shared;
    for (const app of APPS) expect(options[app]!.shared).toEqual(shell);
  });

  it('lets the shell provide each shared module: none is import:false, and the shell imports them all', () => {
    const imports = shellImports();
    for (const key of REQUIRED_SHARED) {
      expect(options.shell!.shared[key]?.import).not.toBe(false);
      expect({ key, importedByShell: imports.has(key) }).toEqual({ key, importedByShell: true });
    }
    expect(imports.has('@pgportal/runtime/session')).toBe(true);
    expect(imports.has('@pgportal/runtime/router')).toBe(true);
  });

  it('exposes only ./routes from each remote, nothing from the shell', () => {
    expect(options.shell!.exposes).toBeUndefined();
    for (const app of APPS.filter((name) => name !== 'shell')) {
      expect(Object.keys(options[app]!.exposes ?? {})).toEqual(['./routes']);
    }
  });

  it('uses loaded-first sharing, a manifest, no type generation, and the right public paths', () => {
    for (const app of APPS) {
      expect(options[app]).toMatchObject({ shareStrategy: 'loaded-first', dts: false, manifest: true });
    }
    expect((options.shell as unknown as { publicPath: string }).publicPath).toBe('/');
    expect((options['mfe-auth'] as unknown as { publicPath: string }).publicPath).toBe('auto');
  });

  it('names the remotes as the shell loads them', () => {
    expect(APPS.slice(1).map((app) => options[app]!.name)).toEqual([
      'mfe_auth',
      'mfe_properties',
      'mfe_tenants',
      'mfe_complaints',
    ]);
  });
});
