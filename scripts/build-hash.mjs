// What a front end's build depends on, as hashes: its own sources, the shared packages' sources,
// the rspack tooling, and the package-lock entries of everything it installs. `npm start` (lib.mjs)
// stores them beside the build (dist/.build-hash) and rebuilds a front end when one differs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The shared packages every front end bundles or shares (their sources are build inputs). */
export const SHARED_PACKAGES = ['shared/contracts', 'shared/ui', 'shared/domain', 'shared/runtime'];
/** The build tooling: the rspack config factory, the sharing policy, the list of front ends. */
export const TOOLING = ['tooling/rspack', 'tooling/remotes.mjs'];
export const STAMP = '.build-hash';

/** Folders that are outputs or installs, and files no build reads (tests, tsc -b state). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'test-results', '__snapshots__']);
const SKIPPED_FILE = /(?:\.test\.[cm]?[jt]sx?|\.log|\.tsbuildinfo)$/;

/** Every input file at `path` (a file or a folder, relative to root), sorted, relative to root. */
export function inputFiles(root, path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [path];
  const files = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = posix.join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.'))
        files.push(...inputFiles(root, relative));
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name) && entry.name !== '.DS_Store') {
      files.push(relative);
    }
  }
  return files.sort();
}

/** sha256 over each file's path and bytes. */
export function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The package-lock entries a workspace folder installs: its dependencies (dev ones too, the build
 * tools are there), followed through the lock as npm resolves them, workspace links included.
 * Returns sorted 'location version integrity' lines.
 */
export function lockedDependencies(lock, folder) {
  const packages = lock.packages ?? {};
  const resolve = (from, name) => {
    let dir = from;
    for (;;) {
      const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[key]) return key;
      if (!dir) return null;
      dir = posix.dirname(dir);
      if (dir.endsWith('node_modules')) dir = posix.dirname(dir);
      if (dir === '.') dir = '';
    }
  };
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = packages[key];
    if (!entry) return;
    if (entry.link) return visit(entry.resolved);
    const workspace = !key.startsWith('node_modules/') && !key.includes('/node_modules/');
    const names = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
      ...(workspace ? entry.devDependencies : {}),
    };
    for (const name of Object.keys(names)) {
      const target = resolve(key, name);
      if (target) visit(target);
    }
  };
  visit(folder);
  return [...seen]
    .filter((key) => packages[key])
    .map(
      (key) =>
        `${key} ${packages[key].version ?? ''} ${packages[key].integrity ?? packages[key].resolved ?? ''}`,
    )
    .sort();
}

/** The four input hashes of one front end (a folder of root: 'shell', 'mfe-auth', ...). */
export function inputHashes(root, app) {
  const lockFile = join(root, 'package-lock.json');
  const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
  const locked = [app, ...SHARED_PACKAGES].flatMap((folder) => lockedDependencies(lock, folder));
  return {
    sources: hashFiles(root, inputFiles(root, app)),
    shared: hashFiles(
      root,
      SHARED_PACKAGES.flatMap((path) => inputFiles(root, path)),
    ),
    tooling: hashFiles(
      root,
      TOOLING.flatMap((path) => inputFiles(root, path)),
    ),
    lockfile: createHash('sha256')
      .update([...new Set(locked)].sort().join('\n'))
      .digest('hex'),
  };
}

const REASONS = {
  sources: 'its sources changed',
  shared: 'the shared packages changed',
  tooling: 'tooling/rspack changed',
  lockfile: 'its locked dependencies changed',
};

/**
 * Why a front end needs a build, or null when its dist is up to date with `hashes`.
 * @param {string} distDir the front end's dist folder
 * @param {string} marker the file a complete build always writes (index.html, mf-manifest.json)
 */
export function staleReason(distDir, marker, hashes) {
  if (!existsSync(join(distDir, marker))) return 'it is not built yet';
  let stored;
  try {
    stored = JSON.parse(readFileSync(join(distDir, STAMP), 'utf8'));
  } catch {
    return `its build has no ${STAMP} (built before stale-build detection, or by hand)`;
  }
  const changed = Object.keys(REASONS).filter((key) => stored[key] !== hashes[key]);
  return changed.length ? changed.map((key) => REASONS[key]).join(', ') : null;
}

/** Records what a successful build was made from. */
export function writeStamp(distDir, hashes) {
  writeFileSync(join(distDir, STAMP), `${JSON.stringify(hashes, null, 2)}\n`);
}
