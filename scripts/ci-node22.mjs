// The Node 22 check of .ci/run, run under Node 22 after the suite (which ran on Node 24):
//   1. `npm ci --dry-run`: npm on 22 accepts the lock and no package's engines refuse 22;
//   2. `npm start` on a free port with a fresh data directory until GET /api/v1/health answers 200.
// It reuses the node_modules the suite installed: npm picks packages by the lock, the platform and
// the CPU, never by the Node version; no install script runs (package.json allowScripts); every
// native part is an N-API addon or an executable (esbuild), so the tree is the same on 22 and 24.
// Adds its two results to test-results/summary.txt and its time to test-results/stages.txt.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, runCaptured } from './lib.mjs';

const HEALTH_TIMEOUT_MS = 120_000;

/** 'N passed, N failed[, N skipped]' with `passed` and `failed` added. */
export function addToSummary(line, passed, failed) {
  const count = (name) => Number(new RegExp(`(\\d+) ${name}`).exec(line ?? '')?.[1] ?? 0);
  const skipped = count('skipped') ? `, ${count('skipped')} skipped` : '';
  return `${count('passed') + passed} passed, ${count('failed') + failed} failed${skipped}`;
}

async function dryRunInstall() {
  const { code, output } = await runCaptured('npm', ['ci', '--dry-run', '--no-audit', '--no-fund']);
  const refusals = output.split('\n').filter((line) => /EBADENGINE|npm error/.test(line));
  if (code === 0 && refusals.length === 0) return null;
  return `npm ci --dry-run exited ${code}:\n${refusals.join('\n') || output}`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startAndCheckHealth() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pgportal-node22-'));
  // detached: its own process group, so npm, scripts/start.mjs and the server stop together
  const server = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  let exited = null;
  server.on('exit', (code) => {
    exited = code ?? 1;
  });
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let problem = `GET ${url} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`;
  while (Date.now() < deadline && exited === null) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => null,
    );
    if (status === 200) {
      problem = null;
      break;
    }
    await sleep(500);
  }
  if (exited !== null) problem = `npm start exited with ${exited} before answering`;
  else {
    // npm may exit before the server has stopped: a server stopping ends the billing job's run under
    // way, which still writes its mails in the data folder. The folder goes once the whole group has.
    process.kill(-server.pid, 'SIGTERM');
    if (!(await groupGone(server.pid, 15_000))) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // ended meanwhile
      }
      await groupGone(server.pid, 5_000);
    }
  }
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  return problem;
}

/** Whether every process of the group `pgid` has ended (signal 0 finds none) within `ms`. */
export async function groupGone(pgid, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
    await sleep(100);
  }
  return false;
}

/** Adds the check's results to test-results/summary.txt and its time to stages.txt. */
function record(passed, failed, seconds) {
  const reports = join(ROOT, 'test-results');
  mkdirSync(reports, { recursive: true });
  const summary = join(reports, 'summary.txt');
  const line = existsSync(summary) ? readFileSync(summary, 'utf8') : '0 passed, 1 failed';
  writeFileSync(summary, addToSummary(line, passed, failed));
  appendFileSync(
    join(reports, 'stages.txt'),
    `${'node 22'.padEnd(10)} ${seconds.toFixed(0).padStart(5)} s\n`,
  );
}

async function main() {
  // .ci/run could not install Node 22: the check counts as one failure
  if (process.argv.includes('--not-installed')) return record(0, 1, 0);
  const started = performance.now();
  console.log(`\n=== Node ${process.version}: npm ci --dry-run, npm start and the health route ===`);
  // both at once: the dry run's output is collected, so only the server's log is printed
  const problems = await Promise.all([dryRunInstall(), startAndCheckHealth()]);
  for (const problem of problems.filter(Boolean)) console.log(`Node 22 check failed: ${problem}`);
  const failed = problems.filter(Boolean).length;
  console.log(`Node 22 check: ${problems.length - failed} passed, ${failed} failed`);
  record(problems.length - failed, failed, (performance.now() - started) / 1000);
  process.exit(failed ? 1 : 0); // not waiting out the stop timer
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
