import { REMOTE_NAMES } from '@pgportal/contracts/remotes';
import type { RemoteName } from '@pgportal/contracts/remotes';

export { REMOTE_NAMES };
export type { RemoteName };

/**
 * The MF name for a key of /remotes.json: the server may say 'mfe-auth', 'mfe_auth' or 'auth'.
 * Unknown keys give null (they are ignored).
 */
export function remoteNameFor(key: string): RemoteName | null {
  const normalised = key.trim().toLowerCase().replace(/-/g, '_');
  const name = normalised.startsWith('mfe_') ? normalised : `mfe_${normalised}`;
  return (REMOTE_NAMES as readonly string[]).includes(name) ? (name as RemoteName) : null;
}
