// Preload hints for a signed-in page (issue 28, first paint): the browser would otherwise find what
// a page needs one after the other (the shell's entry, then the session and /remotes.json, then the
// remote's mf-manifest.json). The server knows from @pgportal/contracts' paths table which remotes a
// URL needs, so the page's answer carries `Link` headers (rel=preload, as=fetch) for the session,
// the answers the page shows first, /remotes.json and each of those remotes' manifests (when built
// here; a remote served from another origin, an absolute REMOTE_*_URL, gets none). A remote's scripts
// are not hinted: a preloaded script that failed once (a network blip) kept its remote's Retry
// failing until a reload, and hinting them gained nothing measurable.
import { stat } from 'node:fs/promises';
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

/** Whether the file is there (a remote not built here has no manifest to hint). */
const isThere = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

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
      if (!(await isThere(join(remoteDist(folder), 'mf-manifest.json')))) continue;
      // Only the manifest: a remote's scripts hinted as preloads broke its Retry after a failed
      // load (the remotes-load-at-run-time journey), and gained nothing measurable.
      links.push(fetched(manifest));
    }
    return links;
  }

  return { linksFor };
}
