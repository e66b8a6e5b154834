// The Module Federation set-up that makes shared modules (the session store above all) ONE instance
// in the browser: every app shares the same singletons, and the shell provides every one of them.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { STRICT_PACKAGES } from './guard-plugin';

const repo = path.resolve(__dirname, '../../..');
/** A kit one minor ahead of the workspace's, as a remote rebuilt alone on a newer kit claims. */
const NEWER_KIT = (() => {
  const { version } = JSON.parse(readFileSync(path.join(repo, 'shared/ui/package.json'), 'utf8')) as { version: string };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
})();
import { FRONT_END_FOLDERS as APPS } from '@pgportal/contracts/remotes';

interface SharedEntry {
  singleton?: boolean;
  strictVersion?: boolean;
  requiredVersion?: string;
  version?: string;
  import?: false | string;
  eager?: boolean;
}
interface CssRule {
  test?: string;
  type?: string;
  generator?: { localIdentName?: string; localIdentHashSalt?: string };
}
interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, SharedEntry>;
  shareStrategy?: string;
  dts?: boolean;
  manifest?: boolean;
  publicPath: string;
  strictModuleExceptionHandling?: boolean;
  cssRules: CssRule[];
}

/**
 * Each app's real rspack.config.mjs, as `rspack build` loads it, reduced to its MF options (and
 * the output and CSS settings that go with them). `sharedVersions` is PGPORTAL_SHARED_VERSIONS.
 */
function loadFederationOptions(sharedVersions = ''): Record<string, FederationOptions> {
  const script = `
    const apps = ${JSON.stringify(APPS)};
    const out = {};
    for (const app of apps) {
      const { default: config } = await import(${JSON.stringify(repo)} + '/' + app + '/rspack.config.mjs');
      const mf = config.plugins.find((plugin) => plugin && plugin._options && 'shared' in plugin._options);
      const css = config.module.rules.find((rule) => rule && rule.oneOf && String(rule.test).includes('css'));
      out[app] = {
        ...mf._options,
        publicPath: config.output.publicPath,
        strictModuleExceptionHandling: config.output.strictModuleExceptionHandling,
        cssRules: css.oneOf.map((rule) => ({ ...rule, test: rule.test && String(rule.test) })),
      };
    }
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', PGPORTAL_SHARED_VERSIONS: sharedVersions },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Record<string, FederationOptions>;
}

const kitVersion = (JSON.parse(readFileSync(path.join(repo, 'shared/ui/package.json'), 'utf8')) as { version: string })
  .version;

/** The strict packages of tooling/rspack/shared-deps.mjs, as the build sees them. */
function strictPackagesOfBuild(): string[] {
  const script = `const { STRICT_PACKAGES } = await import(${JSON.stringify(`${repo}/tooling/rspack/shared-deps.mjs`)});
    process.stdout.write(JSON.stringify(STRICT_PACKAGES));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' }),
  ) as string[];
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
  '@pgportal/runtime/widgets',
];
const SINGLETONS = [
  'react-toastify',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-tabs',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'zod',
];
/** The kit: shared with its real version, not a singleton. */
const KIT = ['@pgportal/ui', '@pgportal/ui/basics', '@pgportal/ui/forms', '@pgportal/ui/toast', '@pgportal/ui/data'];
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

  it("guards at run time exactly the build's strict singletons", () => {
    expect([...STRICT_PACKAGES].sort()).toEqual(strictPackagesOfBuild().sort());
    for (const key of STRICT_SINGLETONS) expect(STRICT_PACKAGES.some((pkg) => key === pkg || key.startsWith(`${pkg}/`))).toBe(true);
  });

  it('builds remotes so that a module that failed to load fails again on Retry', () => {
    for (const app of APPS.slice(1)) expect({ app, strict: options[app]!.strictModuleExceptionHandling }).toEqual({ app, strict: true });
  });

  it("makes *.module.css CSS modules named by the kit version (the kit's alike in every app, the app's salted with it)", () => {
    const kitNames = new Set<string>();
    for (const app of APPS) {
      const [kit, modules, global] = options[app]!.cssRules;
      expect(kit).toMatchObject({ test: String(/\.module\.css$/), type: 'css/module' });
      expect(kit!.generator!.localIdentName).toMatch(/^\[name\]_\[local\]-[0-9a-f]{6}$/);
      kitNames.add(kit!.generator!.localIdentName!);
      expect(modules).toMatchObject({ test: String(/\.module\.css$/), type: 'css/module' });
      expect(modules!.generator!.localIdentName).toMatch(/\[hash(:\d+)?\]/);
      expect(modules!.generator!.localIdentHashSalt).toBe(`${options[app]!.name}@@pgportal/ui@${kitVersion}`);
      expect(global).toMatchObject({ type: 'css' });
    }
    expect(kitNames.size).toBe(1);
    const newer = loadFederationOptions(JSON.stringify({ '@pgportal/ui': NEWER_KIT }));
    expect(newer['mfe-auth']!.cssRules[0]!.generator!.localIdentName).not.toBe([...kitNames][0]);
  });

  it('lets a test build of one remote claim a newer kit or need another session store (PGPORTAL_SHARED_VERSIONS)', () => {
    const newer = loadFederationOptions(JSON.stringify({ '@pgportal/ui': NEWER_KIT, '@pgportal/runtime:required': '^2.0.0' }));
    for (const key of KIT) {
      expect(newer['mfe-complaints']!.shared[key]).toMatchObject({ singleton: false, version: NEWER_KIT, requiredVersion: `^${NEWER_KIT}` });
    }
    expect(newer['mfe-complaints']!.cssRules[1]!.generator!.localIdentHashSalt).toBe(`mfe_complaints@@pgportal/ui@${NEWER_KIT}`);
    expect(newer['mfe-properties']!.shared['@pgportal/runtime/session']).toMatchObject({
      singleton: true,
      strictVersion: true,
      version: '1.0.0',
      requiredVersion: '^2.0.0',
    });
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
