// The one list of remotes, read by the builds, the dev script, the server, the shell and the tests
// (the .mjs scripts read remotes.json directly).
import list from './remotes.json';

export interface RemoteInfo {
  /** Module Federation name, e.g. mfe_auth */
  name: 'mfe_auth' | 'mfe_properties' | 'mfe_tenants' | 'mfe_complaints';
  /** the workspace folder and npm package suffix, e.g. mfe-auth */
  folder: string;
  /** `npm run dev` port */
  devPort: number;
  /** the server's environment variable that says where its mf-manifest.json lives */
  env: string;
}

export const REMOTES = list.remotes as readonly RemoteInfo[];
export type RemoteName = RemoteInfo['name'];
export const REMOTE_NAMES = REMOTES.map((remote) => remote.name);
/** Every front end: the shell, then the remotes. */
export const FRONT_END_FOLDERS = [list.shell.folder, ...REMOTES.map((remote) => remote.folder)];
