// The Module Federation `shared` map every app of the portal uses (DESIGN §1): one copy of each
// library at run time, provided by the shell. Every app must list the same entries, or a remote
// would bundle its own copy (and, for the session store, its own instance).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where npm may have put a package: hoisted to the root, or kept under @pgportal/shared. */
export const packageFolders = [
  path.join(repoRoot, 'node_modules'),
  path.join(repoRoot, 'shared/node_modules'),
];

/** Package name -> the import paths shared from it (subpaths are separate share keys). */
const LIBRARIES = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router': ['react-router'],
  'react-router-dom': ['react-router-dom'],
  swr: ['swr'],
  zustand: ['zustand'],
  'react-toastify': ['react-toastify'],
  '@radix-ui/react-dialog': ['@radix-ui/react-dialog'],
  '@radix-ui/react-dropdown-menu': ['@radix-ui/react-dropdown-menu'],
  'react-hook-form': ['react-hook-form'],
  '@hookform/resolvers': ['@hookform/resolvers/zod'],
  zod: ['zod'],
};

/** Every entry point of @pgportal/shared that holds code (its stylesheet is not shared: CSS is the shell's). */
export const SHARED_PACKAGE_SUBPATHS = [
  'enums',
  'types',
  'api',
  'format',
  'schemas',
  'session',
  'toast',
  'ui',
].map((subpath) => `@pgportal/shared/${subpath}`);

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

/** The `shared` option of ModuleFederationPlugin: every entry a singleton with its required version. */
export function sharedDependencies() {
  const shared = {};
  for (const [packageName, requests] of Object.entries(LIBRARIES)) {
    const version = installedVersion(packageName);
    for (const request of requests) {
      shared[request] = { singleton: true, requiredVersion: `^${version}`, version, packageName };
    }
  }
  const ownVersion = installedVersion('@pgportal/shared');
  for (const request of SHARED_PACKAGE_SUBPATHS) {
    shared[request] = {
      singleton: true,
      requiredVersion: `^${ownVersion}`,
      version: ownVersion,
      packageName: '@pgportal/shared',
    };
  }
  return shared;
}
