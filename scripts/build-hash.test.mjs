// node --test scripts/build-hash.test.mjs (run by npm test): what makes a front end's build stale.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { inputHashes, lockedDependencies, staleReason, writeStamp } from './build-hash.mjs';

const LOCK = {
  packages: {
    '': { name: 'pgportal', workspaces: ['shell', 'mfe-auth', 'shared/ui'] },
    shell: {
      version: '0.1.0',
      dependencies: { react: '19.3.1', '@pgportal/ui': '1.0.0' },
      devDependencies: { '@rspack/core': '2.3.2' },
    },
    'mfe-auth': { version: '0.1.0', dependencies: { 'left-pad': '1.0.0' } },
    'shared/ui': {
      version: '1.0.0',
      dependencies: { 'react-toastify': '11.2.0' },
      devDependencies: { jest: '30.5.2' },
    },
    'node_modules/@pgportal/ui': { resolved: 'shared/ui', link: true },
    'node_modules/react': { version: '19.3.1', integrity: 'sha512-react' },
    'node_modules/@rspack/core': {
      version: '2.3.2',
      integrity: 'sha512-rspack',
      dependencies: { '@rspack/binding': '2.3.2' },
    },
    'node_modules/@rspack/binding': { version: '2.3.2', integrity: 'sha512-binding-root' },
    'node_modules/@rspack/core/node_modules/@rspack/binding': {
      version: '2.3.3',
      integrity: 'sha512-binding-nested',
    },
    'node_modules/react-toastify': {
      version: '11.2.0',
      integrity: 'sha512-toastify',
      dependencies: { clsx: '2.1.1' },
    },
    'node_modules/clsx': { version: '2.1.1', integrity: 'sha512-clsx' },
    'node_modules/jest': { version: '30.5.2', integrity: 'sha512-jest' },
    'node_modules/left-pad': { version: '1.0.0', integrity: 'sha512-left-pad' },
  },
};

let root;
const write = (file, content) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
};
const lock = (mutate) => {
  const copy = structuredClone(LOCK);
  mutate?.(copy.packages);
  write('package-lock.json', JSON.stringify(copy));
};
/** Builds `app` as lib.mjs does: a dist with its marker, then the stamp of its inputs. */
const build = (app, marker = 'mf-manifest.json') => {
  write(`${app}/dist/${marker}`, '{}');
  writeStamp(join(root, app, 'dist'), inputHashes(root, app));
};
const reason = (app, marker = 'mf-manifest.json') =>
  staleReason(join(root, app, 'dist'), marker, inputHashes(root, app));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pgportal-build-hash-'));
  write('shell/src/app.tsx', 'export const app = 1;');
  write('shell/src/app.test.tsx', 'test("x", () => {});');
  write('shell/rspack.config.mjs', 'export default {};');
  write('mfe-auth/src/routes.tsx', 'export const routes = [];');
  write('shared/contracts/src/paths.ts', 'export const PATHS = {};');
  write('shared/ui/src/button.tsx', 'export const Button = 1;');
  write('shared/runtime/src/router.ts', 'export {};');
  write('tooling/rspack/create-config.mjs', 'export function createConfig() {}');
  write('tooling/remotes.mjs', 'export const REMOTES = [];');
  lock();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleReason', () => {
  it('says a front end is not built, then up to date once built, as long as nothing changes', () => {
    assert.equal(reason('shell', 'index.html'), 'it is not built yet');
    build('shell', 'index.html');
    assert.equal(reason('shell', 'index.html'), null);
    assert.deepEqual(inputHashes(root, 'shell'), inputHashes(root, 'shell'));
  });

  it('asks for a build when a dist has no stamp (built before this check, or by hand)', () => {
    write('mfe-auth/dist/mf-manifest.json', '{}');
    assert.match(reason('mfe-auth'), /has no \.build-hash/);
  });

  it('rebuilds a front end whose own sources changed, and only that one', () => {
    build('shell', 'index.html');
    build('mfe-auth');
    write('shell/src/app.tsx', 'export const app = 2;');
    assert.equal(reason('shell', 'index.html'), 'its sources changed');
    assert.equal(reason('mfe-auth'), null);
    write('shell/src/new-page.tsx', 'export {};');
    build('shell', 'index.html');
    write('shell/rspack.config.mjs', 'export default { mode: "production" };');
    assert.equal(reason('shell', 'index.html'), 'its sources changed');
  });

  it('ignores tests, the dist itself, installed packages and the type checker state', () => {
    build('shell', 'index.html');
    write('shell/src/app.test.tsx', 'test("y", () => {});');
    write('shell/tsconfig.tsbuildinfo', '{}');
    write('shared/ui/tsconfig.test.tsbuildinfo', '{}');
    write('shell/dist/main.1234abcd.js', 'built');
    write('shell/node_modules/x/index.js', 'installed');
    write('shared/ui/src/button.test.tsx', 'test("z", () => {});');
    assert.equal(reason('shell', 'index.html'), null);
  });

  it('rebuilds every front end when a shared package or the tooling changes', () => {
    build('shell', 'index.html');
    build('mfe-auth');
    write('shared/ui/src/button.tsx', 'export const Button = 2;');
    assert.equal(reason('shell', 'index.html'), 'the shared packages changed');
    assert.equal(reason('mfe-auth'), 'the shared packages changed');
    build('shell', 'index.html');
    write('tooling/rspack/shared-deps.mjs', 'export const shared = {};');
    write('shared/runtime/src/router.ts', 'export const x = 1;');
    assert.equal(reason('shell', 'index.html'), 'the shared packages changed, tooling/rspack changed');
  });

  it('rebuilds a front end whose locked dependencies changed, not one whose lock entries stayed', () => {
    build('shell', 'index.html');
    build('mfe-auth');
    lock((packages) => {
      packages['node_modules/react'] = { version: '19.3.2', integrity: 'sha512-react-2' };
    });
    assert.equal(reason('shell', 'index.html'), 'its locked dependencies changed');
    assert.equal(reason('mfe-auth'), null);
    lock((packages) => {
      packages['node_modules/left-pad'] = { version: '1.0.1', integrity: 'sha512-left-pad-2' };
    });
    assert.equal(reason('mfe-auth'), 'its locked dependencies changed');
  });
});

describe('lockedDependencies', () => {
  it('follows dependencies through workspace links and nested node_modules as npm resolves them', () => {
    const shell = lockedDependencies(LOCK, 'shell').map((line) => line.split(' ').slice(0, 2).join(' '));
    assert.deepEqual(shell, [
      'node_modules/@pgportal/ui ',
      'node_modules/@rspack/core 2.3.2',
      'node_modules/@rspack/core/node_modules/@rspack/binding 2.3.3',
      'node_modules/clsx 2.1.1',
      'node_modules/jest 30.5.2',
      'node_modules/react 19.3.1',
      'node_modules/react-toastify 11.2.0',
      'shared/ui 1.0.0',
      'shell 0.1.0',
    ]);
    assert.deepEqual(
      lockedDependencies(LOCK, 'mfe-auth').map((line) => line.split(' ')[0]),
      ['mfe-auth', 'node_modules/left-pad'],
    );
  });
});
