// Lighthouse is not in the repo's install (it is large and only the web bench uses it): the first
// `npm run bench:web` installs this exact version into node_modules/.cache/pgportal-lighthouse,
// and later runs reuse it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib.mjs';

/** Pinned exactly, like every dependency: a new version changes the scores. */
export const LIGHTHOUSE_VERSION = '12.8.2';
const PREFIX = join(ROOT, 'node_modules/.cache/pgportal-lighthouse');
const ENTRY = join(PREFIX, 'node_modules/lighthouse/core/index.js');

function installedVersion() {
  const manifest = join(PREFIX, 'node_modules/lighthouse/package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

/** Lighthouse's default export, installed first if this version is not there yet. */
export async function loadLighthouse() {
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    console.log(`Installing lighthouse ${LIGHTHOUSE_VERSION} for the web bench (once) into ${PREFIX}`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        PREFIX,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed`);
  }
  return (await import(pathToFileURL(ENTRY).href)).default;
}
