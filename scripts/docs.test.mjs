// The README and docs/ stay honest about two things a reader acts on: every relative link leads to
// a file that exists (and, for a #heading of a Markdown file, to a heading it has), and every
// environment variable the server reads (api/src/config.ts) is described in docs/operations.md.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCS = join(ROOT, 'docs');
const docFiles = [
  join(ROOT, 'README.md'),
  ...readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(DOCS, name)),
];

/** Markdown link targets outside code: [text](target) and <a href>, minus code spans and blocks. */
function linkTargets(markdown) {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(file) {
  const prose = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1])));
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target);

test('README.md and docs/ exist, and docs/ holds operations.md', () => {
  assert.ok(existsSync(join(DOCS, 'operations.md')), 'docs/operations.md is missing');
  assert.ok(docFiles.length > 2, 'docs/ holds no Markdown files');
});

test('every relative link in README.md and docs/*.md points to an existing file and heading', () => {
  const broken = [];
  for (const file of docFiles) {
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (isExternal(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file;
      const where = `${relative(ROOT, file)} → ${target}`;
      if (!existsSync(resolved)) broken.push(`${where} (no such file)`);
      else if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor))
        broken.push(`${where} (no such heading)`);
    }
  }
  assert.deepEqual(broken, [], `Broken links:\n${broken.join('\n')}`);
});

/** The variables config.ts reads: read(env, 'X'), positiveNumber(env, 'X', …) and the remotes' env names. */
function configVariables() {
  const source = readFileSync(join(ROOT, 'api', 'src', 'config.ts'), 'utf8');
  const reads = source.matchAll(/\b(?:read|positiveNumber)\(env, '([A-Z0-9_]+)'/g);
  const names = [...reads].map((match) => match[1]);
  // REMOTE_*_URL come from the contracts' remote list (REMOTE_ENV in config.ts).
  assert.match(source, /remote\.env/, 'config.ts no longer reads the remotes’ variables from remotes.json');
  const remotes = JSON.parse(readFileSync(join(ROOT, 'shared', 'contracts', 'src', 'remotes.json'), 'utf8'));
  const list = Array.isArray(remotes) ? remotes : remotes.remotes;
  return [...new Set([...names, ...list.map((remote) => remote.env)])];
}

test('every environment variable read in api/src/config.ts is described in docs/operations.md', () => {
  const variables = configVariables();
  const stale = `only ${variables.length} variables found in config.ts: the pattern is stale`;
  assert.ok(variables.length >= 20, stale);
  const operations = readFileSync(join(DOCS, 'operations.md'), 'utf8');
  const missing = variables.filter((name) => !operations.includes(`\`${name}\``));
  assert.deepEqual(missing, [], `docs/operations.md does not describe: ${missing.join(', ')}`);
});
