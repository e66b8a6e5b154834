// /remotes.json: where each remote's mf-manifest.json lives, read at boot (never baked into the build).
import { remoteNameFor } from './remote-names';
import type { RemoteName } from './remote-names';

export type RemotesMap = Partial<Record<RemoteName, string>>;

export const REMOTES_URL = '/remotes.json';

/** Reads `{ name: manifestUrl }` (also inside an API envelope's `data`); relative URLs resolve against `base`. */
export function parseRemotesMap(json: unknown, base: string): RemotesMap {
  const body = (json as { data?: unknown })?.data ?? json;
  const map: RemotesMap = {};
  if (typeof body !== 'object' || body === null) return map;
  for (const [key, value] of Object.entries(body)) {
    const name = remoteNameFor(key);
    if (name && typeof value === 'string' && value) map[name] = new URL(value, base).href;
  }
  return map;
}

export async function fetchRemotesMap(): Promise<RemotesMap> {
  const response = await fetch(REMOTES_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  return parseRemotesMap(await response.json(), window.location.href);
}
