// Helpers shared by the repo scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

const markerOf = (app) => (app === 'shell' ? 'index.html' : 'mf-manifest.json');

export function isBuilt(app) {
  return existsSync(join(ROOT, app, 'dist', markerOf(app)));
}

/**
 * Builds the front ends that are missing or stale (all of them with force), one at a time, and
 * says which and why. Stale: its sources, the shared packages, tooling/rspack or its package-lock
 * entries differ from what its dist/.build-hash recorded (scripts/build-hash.mjs).
 */
export async function buildFrontEnds({ force = false } = {}) {
  const upToDate = [];
  for (const app of FRONT_ENDS) {
    const distDir = join(ROOT, app, 'dist');
    const hashes = inputHashes(ROOT, app);
    const reason = force ? 'a rebuild was asked for' : staleReason(distDir, markerOf(app), hashes);
    if (!reason) {
      upToDate.push(app);
      continue;
    }
    console.log(`Building ${app}: ${reason}...`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', `@pgportal/${app}`]);
    if (code !== 0) throw new Error(`Building ${app} failed (exit ${code}).`);
    writeStamp(distDir, hashes);
  }
  if (upToDate.length) console.log(`Up to date, not rebuilt: ${upToDate.join(', ')}.`);
}
