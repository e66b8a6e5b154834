// Preload hints for a signed-in page (issue 28, first paint): the browser would otherwise find the
// files a page needs one after the other (the shell's entry, the session and /remotes.json, then
// each remote's mf-manifest.json, its remoteEntry.js, its routes module). The server knows from
// @pgportal/contracts' paths table which remotes a URL needs, and from each remote's built
// mf-manifest.json what those files are called, so the page's answer carries `Link` headers
// (rel=preload) for all of them at once. A manifest is reread when it changes on disk (checked by
// stat on each request): a remote redeployed alone gets hints with its new names at once, never
// stale ones. A remote served from another origin (an absolute REMOTE_*_URL) gets none. The API
// answers the page shows first are hinted too (the session on every signed-in page).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { API } from '@pgportal/contracts/api-paths';
import { API_BASE } from '@pgportal/contracts/api';
import { PATHS, remotesOfPage } from '@pgportal/contracts/paths';
import { REMOTES, type RemoteName } from '@pgportal/contracts/remotes';

interface Sources {
  /** Where /remotes.json says a remote's mf-manifest.json is, by folder (mfe-auth, ...). */
  manifestUrl: (folder: string) => string | undefined;
  /** The dist folder of a remote (served by this server). */
  remoteDist: (folder: string) => string;
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/** The files of a remote its routes module needs first, relative to its folder. */
interface RemoteFiles {
  version: string;
  scripts: string[];
  styles: string[];
}

async function versionOf(file: string): Promise<string> {
  const info = await stat(file).catch(() => null);
  return info ? `${info.mtimeMs}:${info.size}:${info.ino}` : '-';
}

async function readRemoteFiles(file: string, version: string): Promise<RemoteFiles> {
  const files: RemoteFiles = { version, scripts: [], styles: [] };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return files; // not built (yet), or being rewritten: no hints rather than wrong ones
  }
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.scripts.push(join(entry.path ?? '', entry.name));
  const routes = manifest.exposes?.find((expose) => expose.path === './routes');
  files.scripts.push(...(routes?.assets?.js?.sync ?? []));
  files.styles.push(...(routes?.assets?.css?.sync ?? []));
  return files;
}

/**
 * The API answers a page paints first, by path (fixed URLs only: the same the page asks for). Billing's
 * largest paint is the amount owed, from the tenant's invoices.
 */
const FIRST_ANSWERS: Record<string, readonly string[]> = {
  [PATHS.tenantBilling]: [
    API.payment.myInvoices,
    API.tenant.profile,
    API.tenant.myNotice,
    API.tenant.myElectricity,
    API.tenant.myExitStatement,
  ],
};

const FOLDER_OF = new Map<RemoteName, string>(REMOTES.map((remote) => [remote.name, remote.folder]));

export function createPreloadHints({ manifestUrl, remoteDist }: Sources) {
  const cache = new Map<string, RemoteFiles>();

  async function filesOf(folder: string): Promise<RemoteFiles> {
    const file = join(remoteDist(folder), 'mf-manifest.json');
    const version = await versionOf(file);
    const known = cache.get(folder);
    if (known?.version === version) return known;
    const files = await readRemoteFiles(file, version);
    cache.set(folder, files);
    return files;
  }

  /** The `Link` header values for a client route's page; empty for public and unknown pages. */
  async function linksFor(pathname: string): Promise<string[]> {
    const remotes = remotesOfPage(pathname);
    if (remotes === null) return [];
    const fetched = (url: string, credentials = 'anonymous') =>
      `<${url}>; rel=preload; as=fetch; crossorigin=${credentials}`;
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const answers = [API.auth.session, ...(FIRST_ANSWERS[page] ?? [])];
    const links = [
      ...answers.map((path) => fetched(`${API_BASE}${path}`, 'use-credentials')),
      fetched('/remotes.json'),
    ];
    for (const remote of remotes) {
      const folder = FOLDER_OF.get(remote);
      const manifest = folder ? manifestUrl(folder) : undefined;
      // Served from another origin: its files are not this server's to name.
      if (!folder || !manifest?.startsWith('/')) continue;
      const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
      const files = await filesOf(folder);
      if (files.version === '-') continue;
      links.push(fetched(manifest));
      for (const script of files.scripts) links.push(`<${base}${script}>; rel=preload; as=script`);
      for (const style of files.styles) links.push(`<${base}${style}>; rel=preload; as=style`);
    }
    return links;
  }

  return { linksFor };
}
