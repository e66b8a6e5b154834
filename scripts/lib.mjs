// Helpers shared by the repo scripts (start, test, bench).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
import { FRONT_ENDS } from '../tooling/remotes.mjs';

export { FRONT_ENDS };

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function isBuilt(app) {
  const marker = app === 'shell' ? 'index.html' : 'mf-manifest.json';
  return existsSync(join(ROOT, app, 'dist', marker));
}

/** Builds the front ends whose dist is missing (all of them with force), one at a time. */
export async function buildFrontEnds({ force = false } = {}) {
  for (const app of FRONT_ENDS) {
    if (!force && isBuilt(app)) continue;
    console.log(`Building ${app}...`);
    const code = await run('npm', ['run', 'build', '--silent', '-w', `@pgportal/${app}`]);
    if (code !== 0) throw new Error(`Building ${app} failed (exit ${code}).`);
  }
}
