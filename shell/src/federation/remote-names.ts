/** The Module Federation names of the remotes (each remote's rspack.config.mjs uses the same). */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_properties', 'mfe_tenants', 'mfe_complaints'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The MF name for a key of /remotes.json: the server may say 'mfe-auth', 'mfe_auth' or 'auth'.
 * Unknown keys give null (they are ignored).
 */
export function remoteNameFor(key: string): RemoteName | null {
  const normalised = key.trim().toLowerCase().replace(/-/g, '_');
  const name = normalised.startsWith('mfe_') ? normalised : `mfe_${normalised}`;
  return (REMOTE_NAMES as readonly string[]).includes(name) ? (name as RemoteName) : null;
}
