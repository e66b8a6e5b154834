// `npm test`: lint, typecheck and the build side by side, the e2e journeys in Chromium once the build
// is done, then every jest suite (unit + API on PGlite, and on PostgreSQL when TEST_DATABASE_URL is
// set) beside the cluster journey. Prints how long each stage took (also in test-results/stages.txt)
// and ends with 'N passed, N failed'.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFrontEnds, ROOT, run, runCaptured } from './lib.mjs';

const reports = join(ROOT, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0, skipped: 0 };
const stages = [];

/** Runs one stage and records how long it took. */
async function timed(name, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}
const failures = [];

/** Runs one check with its output kept and printed whole when it ends: checks run side by side. */
async function check(name, command, args) {
  const { code, output } = await runCaptured(command, args);
  console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
  return code;
}

function countJest(file) {
  try {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    tally.passed += result.numPassedTests;
    tally.failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
    tally.skipped += result.numPendingTests + result.numTodoTests;
    if (!result.success) failures.push('jest');
  } catch {
    tally.failed += 1;
    failures.push('jest (no report)');
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    // A flaky test (failed, then passed on a retry) counts as failed: retries must not hide it.
    tally.passed += stats.expected;
    tally.failed += stats.unexpected + stats.flaky;
    tally.skipped += stats.skipped;
    if (stats.unexpected + stats.flaky > 0) failures.push('e2e');
  } catch {
    tally.failed += 1;
    failures.push('e2e (no report)');
  }
}

function countNodeTest(file) {
  try {
    const tap = readFileSync(file, 'utf8');
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    tally.passed += count('pass');
    tally.failed += count('fail') + count('cancelled');
    tally.skipped += count('skipped') + count('todo');
    if (count('fail') + count('cancelled') > 0) failures.push('scripts (node:test)');
  } catch {
    tally.failed += 1;
    failures.push('scripts (no node:test report)');
  }
}

const only = process.argv[2]; // optional: lint | typecheck | unit | e2e

// Lint, typecheck and the build start at once: the build (several threads) is all the journeys wait
// for, and the journeys' servers' start and their waits for a mail or an answer leave the cores
// 10–40 % idle, which ESLint and tsc (one core each) fill. Jest (two workers, the cores kept busy
// throughout) starts once all of them are done, with the cluster journey beside it (mostly waits):
// started beside lint and typecheck, a measured run was 16 s slower in all, not faster. Captured
// checks print whole.
const wants = (part) => !only || only === part;
let journeysRan = false;
await Promise.all([
  wants('lint') &&
    timed('lint', async () => {
      await check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
      await check('one version per dependency', 'node', ['scripts/check-versions.mjs']);
    }),
  wants('typecheck') && timed('typecheck', () => check('typecheck', 'npm', ['run', 'typecheck', '--silent'])),
  (async () => {
    if (wants('e2e') && (await timed('build', buildForJourneys))) {
      await journeys();
      journeysRan = true;
    }
  })(),
]);
await Promise.all([journeysRan && clusterJourney(), wants('unit') && unitTests()]);

/** The front ends the journeys load (all of them rebuilt in CI); a failed build fails the run. */
async function buildForJourneys() {
  try {
    await buildFrontEnds({ force: Boolean(process.env.CI) });
    return true;
  } catch (error) {
    console.log(`\n=== build ===\n${error instanceof Error ? error.message : String(error)}`);
    tally.failed += 1;
    failures.push('build');
    return false;
  }
}

/** The e2e journeys in Chromium. */
async function journeys() {
  console.log('\n=== e2e (Playwright, Chromium) ===');
  const e2eReport = join(reports, 'e2e.json');
  await timed('e2e', () =>
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    }),
  );
  countPlaywright(e2eReport);
}

/** The cluster journey (issue 28): nginx in front of two API servers on PostgreSQL and an S3 store. */
async function clusterJourney() {
  const name = 'e2e through the cluster (nginx, two API servers, PostgreSQL, S3)';
  const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
  if (!process.env.TEST_DATABASE_URL || !hasNginx) {
    console.log(
      `\n=== ${name} ===\nSkipped: it needs TEST_DATABASE_URL (a PostgreSQL) and nginx, as .ci/run provides.`,
    );
    tally.skipped += 1;
  } else {
    const clusterReport = join(reports, 'e2e-cluster.json');
    // 80 above the main journeys' first port (3290 by default; its API servers take 101 and 102
    // above it), so a second run on the machine, given another E2E_PORT, takes other ports here too.
    const clusterPort = String(Number(process.env.E2E_PORT ?? 3210) + 80);
    // beside jest: its output is kept and printed whole when it ends
    const { output } = await timed('cluster', () =>
      runCaptured('npx', ['playwright', 'test', '-c', 'e2e/cluster/playwright.config.ts'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: clusterReport, E2E_PORT: clusterPort },
      }),
    );
    console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
    countPlaywright(clusterReport);
  }
}

/** Every jest project in one run, then the repo scripts' own tests (plain .mjs, so node:test). */
async function unitTests() {
  console.log('\n=== unit and API tests (jest) ===');
  const jestReport = join(reports, 'jest.json');
  await timed('jest', () => run('npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`]));
  countJest(jestReport);

  console.log('\n=== scripts (node:test) ===');
  const nodeReport = join(reports, 'scripts.tap');
  const files = readdirSync(join(ROOT, 'scripts'))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => join('scripts', name));
  await timed('scripts', () =>
    run('node', [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${nodeReport}`,
      ...files,
    ]),
  );
  countNodeTest(nodeReport);
}

const stageLines = stages.map(
  ({ name, seconds }) => `${name.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s`,
);
writeFileSync(join(reports, 'stages.txt'), `${stageLines.join('\n')}\n`);
console.log(`\nHow long each stage took:\n${stageLines.join('\n')}`);

const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
const summary = `${tally.passed} passed, ${tally.failed} failed${skipped}`;
writeFileSync(join(reports, 'summary.txt'), summary);
console.log(`\n${summary}`);
process.exit(tally.failed > 0 ? 1 : 0);
