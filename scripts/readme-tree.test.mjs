// The README's tree is a map a reader follows: every path it names exists, every top-level folder and
// shared package is on it, and its remotes (tree and ports table) are exactly the contracts' remote list.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './lib.mjs';
import { REMOTES } from '../tooling/remotes.mjs';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const tree = readme.match(/## The tree\n\n```\n([\s\S]*?)```/)?.[1] ?? '';
/** Files at the top that a reader needs no map for. */
const UNMAPPED = ['README.md', 'package-lock.json', 'tsconfig.typecheck.json'];

/** The paths the tree names: an entry at indent 0, or at indent 2 under the folder above it. */
function treePaths() {
  const paths = [];
  let parent = '';
  for (const line of tree.split('\n')) {
    const match = line.match(/^( {0,2})(\S+(?:, \S+)*)(?: {2,}|$)/);
    if (!match) continue;
    const [, indent, names] = match;
    for (const name of names.split(', ')) {
      if (indent === '') {
        paths.push(name);
        parent = name.endsWith('/') ? name : '';
      } else if (parent) paths.push(parent + name);
    }
  }
  return paths;
}

test('the README has its tree', () =>
  assert.ok(tree.length > 0, 'README.md has no "## The tree" code block'));

test('every path in the README tree exists', () => {
  const missing = treePaths().filter((path) => !existsSync(join(ROOT, path)));
  assert.deepEqual(missing, [], `README tree names paths that do not exist: ${missing.join(', ')}`);
});

test('every top-level entry and shared package is on the README tree', () => {
  const named = new Set(treePaths().map((path) => path.replace(/\/$/, '')));
  const top = [
    ...new Set(
      execFileSync('git', ['ls-files'], { cwd: ROOT })
        .toString()
        .split('\n')
        .map((file) => file.split('/')[0]),
    ),
  ].filter((entry) => entry && !entry.startsWith('.') && !UNMAPPED.includes(entry));
  const shared = readdirSync(join(ROOT, 'shared')).map((name) => `shared/${name}`);
  const absent = [...top, ...shared, '.ci/run'].filter((entry) => !named.has(entry));
  assert.deepEqual(absent, [], `README tree leaves out: ${absent.join(', ')}`);
});

test("the README's remotes are exactly the contracts' remote list", () => {
  const listed = treePaths()
    .filter((path) => /^mfe-[\w-]+\/$/.test(path))
    .map((path) => path.slice(0, -1));
  const folders = REMOTES.map((remote) => remote.folder);
  assert.deepEqual(listed.sort(), [...folders].sort(), 'README tree remotes differ from remotes.json');
  for (const { folder, devPort } of REMOTES)
    assert.match(
      readme,
      new RegExp(`^\\| ${folder} +\\| — +\\| ${devPort} +\\|$`, 'm'), // padded or not
      `README ports table: ${folder} on ${devPort}`,
    );
  const ported = [...readme.matchAll(/^\| (mfe-[\w-]+) +\|/gm)].map((match) => match[1]);
  assert.deepEqual(ported.sort(), [...folders].sort(), 'README ports table remotes differ from remotes.json');
});
