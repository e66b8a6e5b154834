// Pre-rendered public pages (issue 7, item 3). Each page is rendered to HTML by the build of the
// front end that owns it, into that front end's dist/prerender/pages.json; the server puts it in the
// shell's index.html when it answers. A page owned by a remote sits in the shell's frame of that
// route (the shell's layout around it) at REMOTE_PAGE_SLOT.
import type { Language } from './enums';
import type { TenantSummary, User } from './types';
import { AREA_ROOTS, MOUNTS, PATHS, mountOf } from './paths';
import { REMOTES } from './remotes';

/** The file each front end's production build writes (relative to its dist). */
export const PRERENDER_FILE = 'prerender/pages.json';

/** What the shell's frame of a remote's route holds where the remote's page goes. */
export const REMOTE_PAGE_SLOT = 'pgportal-remote-page-slot';

export interface PrerenderedPages {
  /** The CSS the pages need (the same rules the client's CSS files hold), inlined in <head>. */
  css: string;
  /** Page name -> the markup of the shell's root element (the shell) or of the page (a remote). */
  pages: Record<string, string>;
}

/** Where the pre-rendered answer of a URL comes from: a shell page, and a remote's page in its slot. */
export interface PrerenderedRoute {
  page: 'landing' | 'not-found' | 'login' | 'tenant-login';
  /** The remote folder (e.g. mfe-auth) whose page of the same name fills the shell's frame. */
  remote?: string;
  /** 404 for a path no client route serves. */
  status: 200 | 404;
  /**
   * The page is the whole answer: no script of the portal runs on it (the landing page, whose
   * links are plain links; a signed-in visitor is sent on by the server before it).
   */
  scriptless?: true;
}

/** The query parameter of the landing page's language switch: `/?lang=hi`. */
export const LANGUAGE_PARAM = 'lang';

/** The name in pages.json of a page in a language: English under the page's name, others suffixed. */
export const pageInLanguage = (page: PrerenderedRoute['page'], language: Language): string =>
  language === 'en' ? page : `${page}.${language}`;

/** Paths the client's route tree serves (SPEC §2); anything else is the not-found page. */
function isClientPath(path: string): boolean {
  if (path === PATHS.home || path === PATHS.unauthorized) return true;
  if (mountOf(path)) return true;
  return [AREA_ROOTS.app, AREA_ROOTS.tenant].some((root) => path === root || path.startsWith(`${root}/`));
}

const remoteFolderOf = (path: string) => {
  const mount = MOUNTS.find((item) => item.area === 'public' && `/${item.prefix}` === path);
  return REMOTES.find((remote) => remote.name === mount?.remote)?.folder;
};

/**
 * The pre-rendered page of a URL, or null when it has none (pages behind sign-in, /verify, ...).
 * /login is the staff sign-in unless role=tenant; /tenant/login is always the tenant's.
 */
export function prerenderedRouteOf(pathname: string, search = ''): PrerenderedRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  if (path === PATHS.home) return { page: 'landing', status: 200, scriptless: true };
  if (path === PATHS.login || path === PATHS.tenantLogin) {
    const tenant = path === PATHS.tenantLogin || new URLSearchParams(search).get('role') === 'tenant';
    return { page: tenant ? 'tenant-login' : 'login', remote: remoteFolderOf(path), status: 200 };
  }
  if (!isClientPath(path)) return { page: 'not-found', status: 404 };
  return null;
}

/** The shell's loader of its entry script (shell/public/start-on-action.js). */
export const ENTRY_LOADER = '/start-on-action.js';

/**
 * `html` whose entry script starts later than the page (issue 28: a sign-in page's at the visitor's
 * first action; issue 27: a page opened with the tenant's kept screen right after its first paint):
 * each `<script defer src>` becomes the loader, with the entry's address in data-src (the shell's
 * page has one entry). With `inlineLoader` (the loader's own text) the loader is written into the
 * page instead of fetched: the page's Content-Security-Policy must then allow it by its hash.
 */
export function withEntryStarted(
  html: string,
  when: 'first-action' | 'after-paint',
  inlineLoader?: string,
): string {
  const start = when === 'after-paint' ? ' data-start="after-paint"' : '';
  return html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) =>
    inlineLoader === undefined
      ? `<script defer src="${ENTRY_LOADER}"${start} data-src="${src}"></script>`
      : `<script${start} data-src="${src}">${inlineLoader}</script>`,
  );
}

// Pictures of signed-in pages (issue 43). A page behind sign-in cannot be rendered at build time:
// the server renders it for the visitor who asks, with the same components and the answers the API
// gives that visitor, and sends it as a picture (the kept screen's form, see page-snapshot.ts) shown
// until the live page is ready. The shell's build pictures its frame (layout, navigation, its own
// pages) with REMOTE_PAGE_SLOT where a remote's page goes; the remote's build pictures that page.

/** The Node module each front end's production build writes (relative to its dist) when it pictures pages. */
export const PICTURE_FILE = 'prerender/picture.cjs';
/** Its CSS: the rules of everything the pictures may show. */
export const PICTURE_CSS_FILE = 'prerender/picture.css';
/** On a page the server sent with a picture in it: the service worker leaves such a page as it is. */
export const PICTURED_HEADER = 'x-pgportal-pictured';

/** Who the picture is for, as GET /auth/session answers. */
export type PictureSession = { kind: 'staff'; user: User } | { kind: 'tenant'; tenant: TenantSummary };

export interface PictureRequest {
  /** the page's path and query, as the browser asked for it */
  path: string;
  session: PictureSession;
  /** SWR key (the API path and query) -> the answer's data, for every key fetched so far */
  data: Record<string, unknown>;
  language: Language;
  /** a remote's widget to draw (its name in the remote's `widgets`) instead of its page at `path` */
  widget?: string;
}

export interface Picture {
  html: string;
  /** the SWR keys the picture's components asked for: the server fetches those it lacks and pictures again */
  keys: string[];
}

/** What PICTURE_FILE exports. */
export interface PictureModule {
  picture(request: PictureRequest): Promise<Picture>;
}

/**
 * What the portal's SWR cache holds under `key` for the API's answer `envelope`: a page of a list
 * (usePagedQuery of @pgportal/ui/data, whose keys always carry `page` and `limit`) keeps the whole
 * envelope, for its `pagination`; every other read keeps the envelope's data.
 */
export function cachedAnswer(key: string, envelope: { data?: unknown }): unknown {
  const query = new URLSearchParams(key.split('?')[1] ?? '');
  return query.has('page') && query.has('limit') ? envelope : envelope.data;
}

/** What the shell's frame holds where a remote's widget goes (the dashboard's cards). */
export const remoteWidgetSlot = (remote: string, widget: string): string =>
  `pgportal-widget-slot:${remote}:${widget}`;
/** Every remoteWidgetSlot in a frame: the remote's name and the widget's. */
export const REMOTE_WIDGET_SLOTS = /pgportal-widget-slot:([\w-]+):([\w-]+)/g;

/** The signed-in pages the server pictures, and who sees each. */
const PICTURED_PAGES: Record<string, PictureSession['kind']> = {
  [PATHS.dashboard]: 'staff',
  [PATHS.tenants]: 'staff',
  [PATHS.tenantDashboard]: 'tenant',
  [PATHS.tenantBilling]: 'tenant',
};

/** A pictured page: who may see it, and the remote folder whose page fills the shell's frame (none: the shell's own page). */
export interface PicturedPage {
  path: string;
  kind: PictureSession['kind'];
  remote: string | null;
}

/** The picture the server may send for a URL, or null. */
export function picturedPageOf(pathname: string): PicturedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const kind = PICTURED_PAGES[path];
  if (!kind) return null;
  const mount = mountOf(path);
  const remote = mount ? (REMOTES.find((item) => item.name === mount.remote)?.folder ?? null) : null;
  return { path, kind, remote };
}
