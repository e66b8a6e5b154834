// The one list of front ends for the .mjs and .cjs tools (builds, dev, test, bench, lint, jest):
// read from @pgportal/contracts' remotes.json, which the shell, the server and the tests read too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const list = JSON.parse(
  readFileSync(fileURLToPath(new URL('../shared/contracts/src/remotes.json', import.meta.url)), 'utf8'),
);

/** [{ name: 'mfe_auth', folder: 'mfe-auth', devPort: 3001, env: 'REMOTE_AUTH_URL' }, ...] */
export const REMOTES = list.remotes;
/** Every front end's folder: the shell, then the remotes. */
export const FRONT_ENDS = [list.shell.folder, ...REMOTES.map((remote) => remote.folder)];
/** Module Federation name -> dev server port, the shell's included. */
export const DEV_PORTS = {
  shell: list.shell.devPort,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])),
};
