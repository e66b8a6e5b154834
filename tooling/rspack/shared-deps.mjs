// The Module Federation `shared` map every app of the portal uses (DESIGN §1). Three kinds:
// - strict singletons the shell provides (react, react-dom, swr, zustand, our session store and router):
//   one instance in the browser; a remote that needs an incompatible version fails loudly;
// - one-instance libraries (toasts, Radix, forms, zod): a singleton, reused from the shell;
// - the UI kit, shared with its real semver version but not a singleton: a remote built on a newer
//   kit loads its own copy (with its own CSS modules), older remotes keep the shell's; the domain
//   components (@pgportal/domain) likewise.
// @pgportal/contracts is deliberately absent: every app bundles its own copy.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where npm may have put a package: hoisted to the root, or kept under @pgportal/ui (npm nests @hookform/resolvers there). */
export const packageFolders = [
  path.join(repoRoot, 'node_modules'),
  path.join(repoRoot, 'shared/ui/node_modules'),
];

/**
 * Strict singletons: package -> [import paths, the oldest version a build accepts]. The floor is
 * kept by hand (not ^installed) so that a remote built one patch ahead of the shell still loads.
 */
const STRICT_SINGLETONS = {
  react: [['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'], '^19.0.0'],
  'react-dom': [['react-dom', 'react-dom/client'], '^19.0.0'],
  swr: [['swr'], '^2.0.0'],
  zustand: [['zustand'], '^5.0.0'],
  // The router is shared through our module of the names the portal uses, not as react-router
  // itself: a shared module is never tree-shaken, the code inside it is.
  '@pgportal/runtime': [
    [
      '@pgportal/runtime/session',
      '@pgportal/runtime/router',
      '@pgportal/runtime/widgets',
      '@pgportal/runtime/language',
    ],
    '^1.0.0',
  ],
};

/** One-instance libraries, reused from whoever loaded them first (the shell). */
const SINGLETONS = {
  'react-toastify': ['react-toastify'],
  '@radix-ui/react-dialog': ['@radix-ui/react-dialog'],
  '@radix-ui/react-dropdown-menu': ['@radix-ui/react-dropdown-menu'],
  '@radix-ui/react-tabs': ['@radix-ui/react-tabs'],
  'react-hook-form': ['react-hook-form'],
  '@hookform/resolvers': ['@hookform/resolvers/zod'],
  zod: ['zod'],
  // Issue 27: one copy of the code; each app creates its own instance with its own catalogue.
  i18next: ['i18next'],
};

/** The UI kit's entry points: versioned, not singletons. */
export const KIT_PACKAGE = '@pgportal/ui';
// basics: the light pieces alone (issue 28), so a sign-in page does not load the whole kit; forms:
// the zod forms glue, so a page without a form loads no zod.
export const KIT_ENTRIES = [
  '@pgportal/ui',
  '@pgportal/ui/basics',
  '@pgportal/ui/forms',
  '@pgportal/ui/toast',
  '@pgportal/ui/data',
];

/** Domain components several remotes show: versioned like the kit, not singletons. */
export const DOMAIN_PACKAGE = '@pgportal/domain';
export const DOMAIN_ENTRIES = ['@pgportal/domain'];

/** Packages a remote must get from the shell (see shell/src/federation/guard-plugin.ts). */
export const STRICT_PACKAGES = Object.keys(STRICT_SINGLETONS);

/** The installed version of a package, read from its package.json. */
export function installedVersion(packageName) {
  for (const folder of packageFolders) {
    const manifest = path.join(folder, packageName, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(
    `Module Federation: ${packageName} is not installed (looked in ${packageFolders.join(', ')})`,
  );
}

/**
 * The `shared` option of ModuleFederationPlugin. `versions` overrides installed versions (tests
 * and the e2e fixtures build a remote that claims another kit or session-store version).
 */
export function sharedDependencies(versions = {}) {
  const versionOf = (name) => versions[name] ?? installedVersion(name);
  const shared = {};
  for (const [packageName, [requests, floor]] of Object.entries(STRICT_SINGLETONS)) {
    const version = versionOf(packageName);
    const requiredVersion = versions[`${packageName}:required`] ?? floor;
    for (const request of requests) {
      shared[request] = { singleton: true, strictVersion: true, version, requiredVersion, packageName };
    }
  }
  for (const [packageName, requests] of Object.entries(SINGLETONS)) {
    const version = versionOf(packageName);
    for (const request of requests) {
      shared[request] = { singleton: true, requiredVersion: `^${version}`, version, packageName };
    }
  }
  const kitVersion = versionOf(KIT_PACKAGE);
  for (const request of KIT_ENTRIES) {
    shared[request] = {
      singleton: false,
      version: kitVersion,
      requiredVersion: `^${kitVersion}`,
      packageName: KIT_PACKAGE,
    };
  }
  const domainVersion = versionOf(DOMAIN_PACKAGE);
  for (const request of DOMAIN_ENTRIES) {
    shared[request] = {
      singleton: false,
      version: domainVersion,
      requiredVersion: `^${domainVersion}`,
      packageName: DOMAIN_PACKAGE,
    };
  }
  return shared;
}
