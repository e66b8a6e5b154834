// The README and docs/ stay honest about what a reader acts on: every relative link leads to a
// file that exists (and, for a #heading of a Markdown file, to a heading it has); every environment
// variable the server reads (api/src/config.ts) is described in docs/operations.md; every command
// they name (`npm run x [-w pkg]`, `npm <cmd>`, `node scripts/…`) exists; and every environment
// variable they name is read by the code (api, scripts, e2e, CI, the deployment files).
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

// ---- Every command the docs name exists, and every environment variable they name is read. ----

/** The text of the docs: prose and code blocks alike (a command is shown in either). */
const docTexts = docFiles.map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));

const readJson = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
const rootPackage = readJson('package.json');
/** workspace package name → its scripts */
const workspaceScripts = new Map(
  rootPackage.workspaces.map((folder) => {
    const { name, scripts = {} } = readJson(join(folder, 'package.json'));
    return [name, scripts];
  }),
);
/** npm's own commands the docs use (`npm ci`, `npm test`…): `npm <cmd>` that is not `npm run`. */
const NPM_COMMANDS = new Set(['ci', 'install', 'start', 'test', 'run', 'workspaces', 'exec', 'pack', 'ls']);
/** `npm start` and `npm test` run the package's script of that name. */
const SCRIPT_SHORTHANDS = new Set(['start', 'test']);
/** The API build's entry points (api/dist/<name>.js): what a doc may tell to run with node. */
const API_BUILD = readFileSync(join(ROOT, 'scripts', 'build-api.mjs'), 'utf8');

/** `npm run <script> [-w <workspace>]`, `npm <cmd>`, `node <file>` in the docs, with where. */
function commandsInDocs() {
  const found = [];
  for (const { file, text } of docTexts) {
    const code = [...text.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((match) => match[0]).join('\n');
    for (const match of code.matchAll(
      /\bnpm (run )?([a-z][\w:.-]*)((?: -w | --workspace[= ])(@?[\w/.-]+))?/g,
    )) {
      found.push({ file, kind: match[1] ? 'script' : 'npm', name: match[2], workspace: match[4] });
    }
    for (const match of code.matchAll(
      /\bnode (?:--[\w-]+(?:[= ][\w./-]+)? )*((?:scripts|api|e2e|shell|tooling)\/[\w./-]+\.m?[jt]s)\b/g,
    )) {
      found.push({ file, kind: 'file', name: match[1] });
    }
  }
  return found;
}

test('every npm script, npm command and node script the docs name exists', () => {
  const commands = commandsInDocs();
  assert.ok(
    commands.length >= 20,
    `only ${commands.length} commands found in the docs: the pattern is stale`,
  );
  const missing = [];
  for (const { file, kind, name, workspace } of commands) {
    if (kind === 'file') {
      // a built file (api/dist/) exists only after a build: it must be an entry the build makes
      const built = /^api\/dist\/(\w+)\.js$/.exec(name)?.[1];
      const exists = built
        ? new RegExp(`\\b${built}: join\\(api, `).test(API_BUILD)
        : existsSync(join(ROOT, name));
      if (!exists) missing.push(`${file}: node ${name} (no such file)`);
      continue;
    }
    if (kind === 'npm' && !SCRIPT_SHORTHANDS.has(name)) {
      if (!NPM_COMMANDS.has(name))
        missing.push(`${file}: npm ${name} (not an npm command the docs should name)`);
      continue;
    }
    const scripts = workspace ? workspaceScripts.get(workspace) : rootPackage.scripts;
    if (!scripts) missing.push(`${file}: npm run ${name} -w ${workspace} (no such workspace)`);
    else if (!(name in scripts))
      missing.push(`${file}: npm run ${name}${workspace ? ` -w ${workspace}` : ''}`);
  }
  assert.deepEqual(
    [...new Set(missing)],
    [],
    `Commands the docs name that do not exist:\n${missing.join('\n')}`,
  );
});

/** Where the code reads its environment: the API, the scripts, the e2e set-up, CI and the build. */
const CODE_DIRS = ['api/src', 'api/test', 'scripts', 'e2e', '.ci', 'deploy', 'tooling', 'shell/scripts'];
const CODE_FILES = [
  'Dockerfile',
  'api/drizzle.config.ts',
  'shell/rspack.config.mjs',
  'shared/contracts/src/remotes.json',
];

function codeFiles(dir) {
  const path = join(ROOT, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /(\.(m?[jt]sx?|json|sh|ya?ml|conf)|^run|Dockerfile)$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter(
      (file) =>
        !file.includes('node_modules') && !file.includes(`${join('api', 'test', 'statement-corpus')}`),
    );
}

const codeText = [...CODE_DIRS.flatMap(codeFiles), ...CODE_FILES.map((file) => join(ROOT, file))]
  .filter((file) => existsSync(file) && file !== fileURLToPath(import.meta.url))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * The environment variables the docs name: UPPER_SNAKE set with `NAME=…`, in backticks leading a
 * table row (the variable tables) or alone in parentheses, or in backticks on a line that speaks of
 * the environment. Error codes and constants are UPPER_SNAKE in backticks too, but not so placed.
 */
function variablesInDocs() {
  const names = new Map();
  const add = (name, file) => names.set(name, names.get(name) ?? file);
  for (const { file, text } of docTexts) {
    for (const line of text.split('\n')) {
      for (const match of line.matchAll(/(?:^|[\s`(])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) add(match[1], file);
      // a table row led by the name (the variable tables), or the name alone in parentheses: (`FUZZ_RUNS`)
      for (const match of line.matchAll(/(?:^\|\s*|\()`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`(?=\s*[|),])/g))
        add(match[1], file);
      // or set by the reader: `LISTS_PORT` sets…, `SOAK_MINUTES` (default 30)
      for (const match of line.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`(?= sets\b| \(default\b)/g))
        add(match[1], file);
      if (!/\benv(ironment)?\b|\bvariables?\b/i.test(line)) continue;
      for (const match of line.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)) add(match[1], file);
    }
  }
  for (const name of names.keys()) if (isDeclared(name)) names.delete(name);
  return names;
}

/** The source of the server, the apps and shared packages, where constants and error codes are declared. */
const appSource = ['api', 'shared', 'shell', 'mfe-auth', 'mfe-properties', 'mfe-tenants', 'mfe-complaints']
  .flatMap((dir) => codeFiles(join(dir, 'src')).concat(dir === 'shared' ? codeFiles(dir) : []))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const errorCodes = readFileSync(join(ROOT, 'shared', 'contracts', 'src', 'error-codes.ts'), 'utf8');

/** An error code, or a constant the apps declare (`const KIT_LABELS_EN`): not a variable. */
const isDeclared = (name) =>
  new RegExp(`\\b${name}\\b`).test(errorCodes) ||
  new RegExp(`\\b(?:const|let|function|enum|type)\\s+${name}\\b`).test(appSource);

/** Read by the code: process.env.NAME, env.NAME, env['NAME'], or the name as a string ('NAME', read(env, 'NAME')). */
const isRead = (name) =>
  new RegExp(
    `\\benv(?:\\?)?\\.${name}\\b|\\[['"\`]${name}['"\`]\\]|['"\`]${name}['"\`]|\\$\\{?${name}\\b`,
  ).test(codeText);

test('every environment variable the docs name is read by the code', () => {
  const variables = variablesInDocs();
  assert.ok(variables.size >= 25, `only ${variables.size} variables found in the docs: the pattern is stale`);
  const unread = [...variables].filter(([name]) => !isRead(name)).map(([name, file]) => `${file}: ${name}`);
  assert.deepEqual(unread, [], `Variables the docs name that no code reads:\n${unread.join('\n')}`);
});
