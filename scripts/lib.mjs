// Helpers shared by the repo scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
import { FRONT_ENDS } from '../tooling/remotes.mjs';
import { inputHashes, staleReason, writeStamp } from './build-hash.mjs';

export { FRONT_ENDS };

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command with its output (stdout and stderr, interleaved) collected; resolves with both. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

const markerOf = (app) => (app === 'shell' ? 'index.html' : 'mf-manifest.json');

export function isBuilt(app) {
  return existsSync(join(ROOT, app, 'dist', markerOf(app)));
}

/**
 * Builds the front ends that are missing or stale (all of them with force), `BUILD_JOBS` at a time
 * (default: the number of cores, at most 2, as each build is itself multi-threaded), and says which
 * and why. Each build's output is printed whole, in the order of FRONT_ENDS, so the log reads the
 * same whichever finishes first. Stale: its sources, the shared packages, tooling/rspack or its
 * package-lock entries differ from what its dist/.build-hash recorded (scripts/build-hash.mjs).
 */
export async function buildFrontEnds({ force = false } = {}) {
  const upToDate = [];
  const toBuild = [];
  for (const app of FRONT_ENDS) {
    const distDir = join(ROOT, app, 'dist');
    const hashes = inputHashes(ROOT, app);
    const reason = force ? 'a rebuild was asked for' : staleReason(distDir, markerOf(app), hashes);
    if (reason) toBuild.push({ app, distDir, hashes, reason });
    else upToDate.push(app);
  }
  const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || Math.min(2, availableParallelism()));
  const results = new Array(toBuild.length);
  let printed = 0;
  const printReady = () => {
    while (printed < toBuild.length && results[printed]) {
      const { app, reason } = toBuild[printed];
      process.stdout.write(`Building ${app}: ${reason}...\n${results[printed].output}`);
      printed += 1;
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < toBuild.length) {
      const index = next++;
      const { app, distDir, hashes } = toBuild[index];
      const result = await runCaptured('npm', ['run', 'build', '--silent', '-w', `@pgportal/${app}`]);
      if (result.code === 0) writeStamp(distDir, hashes);
      results[index] = result;
      printReady();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, toBuild.length) }, worker));
  const failed = toBuild.filter((_, index) => results[index].code !== 0).map(({ app }) => app);
  if (failed.length) throw new Error(`Building ${failed.join(', ')} failed.`);
  if (upToDate.length) console.log(`Up to date, not rebuilt: ${upToDate.join(', ')}.`);
}

/**
 * Builds the API to api/dist (scripts/build-api.mjs) when it is missing or stale: its sources,
 * the shared packages or its package-lock entries differ from what api/dist/.build-hash recorded.
 */
export async function buildApiIfStale({ force = false } = {}) {
  const distDir = join(ROOT, 'api', 'dist');
  const hashes = inputHashes(ROOT, 'api');
  const reason = force ? 'a rebuild was asked for' : staleReason(distDir, 'server.js', hashes);
  if (!reason) return;
  console.log(`Building api: ${reason}...`);
  const { buildApi } = await import('./build-api.mjs');
  await buildApi();
  writeStamp(distDir, hashes);
}
