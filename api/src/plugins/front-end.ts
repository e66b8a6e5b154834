// Serves the built front end on the API's port: the shell at /, each remote at /mfe/<name>/,
// /remotes.json, public uploads at /uploads/<folder>/, and the shell's index.html for client routes.
// Built files go out as the build compressed them (.br or .gz beside each file, chosen by
// Accept-Encoding, with Vary: Accept-Encoding): nothing is compressed per request here. The
// landing, sign-in and not-found pages go out pre-rendered (prerendered-pages.ts), compressed once
// per version; a path no client route serves is answered 404 with the not-found page. / runs no
// script and the sign-in pages start theirs when the visitor acts: a signed-in visitor is redirected
// to their area first, the others get the page, the landing page in the language chosen before
// sign-in (landing.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PICTURED_HEADER, picturedPageOf, prerenderedRouteOf } from '@pgportal/contracts/prerender';
import { REMOTE_NAMES, type Config } from '../config';
import { PUBLIC_FOLDERS } from '../services/files/uploads';
import { notFound } from '../errors';
import { MESSAGES } from '@pgportal/contracts/messages';
import { sendRouteNotFound } from './framework-errors';
import { publicPageRedirect } from './hosts';
import type { Language } from '@pgportal/contracts/enums';
import { landingLanguage, signedInHome, signedInTenantId } from './landing';
import { TENANT_PAGE_HEADER, snapshotPathOf } from '@pgportal/contracts/page-snapshot';
import { compressed, createPrerenderedPages, type Encoding } from './prerendered-pages';
import { createPreloadHints } from './preload-hints';
import { createSignedInPictures } from './signed-in-pictures';

const HASHED = /\.[0-9a-f]{8,}\./;
/** Pages answered by who asks (a signed-in visitor is redirected): caches must key them by cookie. */
const BY_WHO_ASKS = new Set(['landing', 'login', 'tenant-login']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Content-hashed files are cached forever; index.html, manifests, remoteEntry.js and the rest revalidate. */
export function cacheControlFor(path: string): string {
  return HASHED.test(basename(path)) ? IMMUTABLE : NO_CACHE;
}

const EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A dist's prerender/ folder is the server's own input (pre-rendered pages, picture modules), not a file to send. */
const servedFromDist = (path: string) => !/^\/prerender(\/|$)/.test(path);

/**
 * A built file as the client accepts it: its .br or .gz copy (written by the build), or the file
 * itself when neither is accepted or present. Throws when the file itself is missing.
 */
type AcceptEncoding = string | string[] | undefined; // Node joins repeats; its types allow a list

const accepted = (acceptEncoding: AcceptEncoding): Encoding | null =>
  acceptEncoding ? negotiate<Encoding>([acceptEncoding].flat().join(', '), ['br', 'gzip']) : null;

async function readCompressed(file: string, acceptEncoding: AcceptEncoding) {
  const encoding = accepted(acceptEncoding);
  if (encoding) {
    const copy = await readFile(file + EXTENSIONS[encoding]).catch(() => null);
    if (copy) return { html: copy, encoding };
  }
  return { html: await readFile(file), encoding: null };
}

/** A GET of a client route (no file extension, outside /api, /mfe and /uploads) from a browser. */
function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (/^\/(api|mfe|uploads)(\/|$)/.test(path)) return false;
  if (extname(path) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * @param uploadsRoot the folder of public uploads on local disk, or null when they live on an
 *   S3-compatible store (then streamed from it by a route)
 */
export async function registerFrontEnd(app: FastifyInstance, config: Config, uploadsRoot: string | null) {
  const shellDist = join(config.staticRoot, 'shell', 'dist');
  const remoteDist = (name: string) => join(config.staticRoot, name, 'dist');
  const prerendered = createPrerenderedPages({
    shellDist,
    // A remote served from another origin (an absolute REMOTE_*_URL): its page is rendered by the client.
    remoteDist: (name) => (config.remotes[name]?.startsWith('/') ? remoteDist(name) : null),
  });

  const hints = createPreloadHints({ manifestUrl: (name) => config.remotes[name], remoteDist });
  const pictures = createSignedInPictures(app, {
    shellDist,
    remoteDist: (folder) => (config.remotes[folder]?.startsWith('/') ? remoteDist(folder) : null),
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return config.remotes;
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    suppressWarning: true,
    // / is a client route (the pre-rendered landing page), answered below like the others.
    index: false,
    preCompressed: true,
    // Never a dotfile of a dist (the build's .build-hash stamp, an editor's leftovers).
    dotfiles: 'ignore',
    allowedPath: servedFromDist,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(path));
    },
  });
  for (const name of REMOTE_NAMES) {
    await app.register(fastifyStatic, {
      root: remoteDist(name),
      prefix: `/mfe/${name}/`,
      suppressWarning: true,
      decorateReply: false,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      allowedPath: servedFromDist,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
        // The shell may load a remote from another origin (REMOTE_*_URL): let it.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
  if (uploadsRoot) await servePublicUploadsFromDisk(app, uploadsRoot);
  else servePublicUploadsFromStore(app);

  const redirectToPublicUrl = publicPageRedirect(config);
  /**
   * The shell's page for a client route: pre-rendered when its page is (404 for an unknown path);
   * asked for at another address than PUBLIC_URL, a redirect there (writes work only at PUBLIC_URL).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const elsewhere = redirectToPublicUrl(request);
    if (elsewhere) return reply.header('cache-control', NO_CACHE).redirect(elsewhere, 302);
    const [pathname = '/', search = ''] = request.url.split('?');
    const route = prerenderedRouteOf(pathname, search);
    // The landing and sign-in pages run no script before the visitor acts: the server sends a
    // signed-in visitor on (SPEC §2), and picks the landing page's language.
    const home = route ? await signedInHome(request, route.page) : null;
    if (home) return reply.header('cache-control', NO_CACHE).header('vary', 'cookie').redirect(home, 302);
    if (!route && (await sendPictured(request, reply, pathname))) return reply;
    const language: Language = route?.scriptless ? landingLanguage(request, reply) : 'en';
    const acceptEncoding = request.headers['accept-encoding'];
    const assembled = route ? await prerendered.page(route, language) : null;
    let page: { html: Buffer; encoding: Encoding | null };
    try {
      if (assembled) {
        const encoding = accepted(acceptEncoding);
        page = { html: await assembled.body(encoding), encoding };
      } else page = await readCompressed(join(shellDist, 'index.html'), acceptEncoding);
    } catch {
      return reply.code(503).send({
        success: false,
        code: 'FRONT_END_NOT_BUILT',
        message:
          'The portal front end is not built yet. Run npm start (it builds what is missing) or npm run build.',
      });
    }
    if (page.encoding) reply.header('content-encoding', page.encoding);
    // A signed-in page: the files and answers it needs first start loading at once.
    const links = route ? [] : await hints.linksFor(pathname);
    if (links.length > 0) reply.header('link', links.join(', '));
    // A page whose last screen the tenant's service worker may paint first: whose page it is.
    const keptScreen = !route && snapshotPathOf(pathname) !== null;
    const tenantId = keptScreen ? await signedInTenantId(request) : null;
    if (tenantId) reply.header(TENANT_PAGE_HEADER, tenantId);
    const byWhoAsks = keptScreen || (route && BY_WHO_ASKS.has(route.page));
    return reply
      .code(route?.status ?? 200)
      .header('cache-control', NO_CACHE)
      .header('vary', byWhoAsks ? 'accept-encoding, cookie' : 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };
  /**
   * Sends a signed-in page drawn for its visitor (signed-in-pictures.ts); false when there is none
   * to send (a boolean: a reply is a thenable, and awaiting one waits for the answer to go out).
   */
  const sendPictured = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const page = picturedPageOf(pathname);
    const index = page ? await readFile(join(shellDist, 'index.html'), 'utf8').catch(() => null) : null;
    const drawn = page && index ? await pictures.page(request, page, index) : null;
    if (!drawn) return false;
    const encoding = accepted(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    // whose screen it is, as on the plain page (the tenant's service worker checks it)
    if (drawn.tenantId) reply.header(TENANT_PAGE_HEADER, drawn.tenantId);
    const plain = Buffer.from(drawn.html);
    const body = encoding ? await compressed(plain, encoding, 'once') : plain;
    void reply
      .code(200)
      .header('cache-control', NO_CACHE)
      .header('vary', 'accept-encoding, cookie')
      .header(PICTURED_HEADER, '1')
      .type('text/html; charset=utf-8')
      .send(body);
    return true;
  };

  // / is the landing page, not the shell's folder (its static files have index: false).
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const remote = REMOTE_NAMES.find((name) => path.startsWith(`/mfe/${name}/`));
    if (remote && !existsSync(remoteDist(remote))) {
      return reply.code(503).send({
        success: false,
        code: 'FRONT_END_NOT_BUILT',
        message: `The ${remote} front end is not built. Run: npm run build -w @pgportal/${remote}`,
      });
    }
    if (isClientRoute(request)) return sendPage(request, reply);
    return sendRouteNotFound(request, reply);
  });
}

// Public upload kinds (services/uploads.ts) only; each upload gets a new generated name, so a
// name's content never changes.
async function servePublicUploadsFromDisk(app: FastifyInstance, uploadsRoot: string) {
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => PUBLIC_FOLDERS.some((folder) => path.startsWith(`/${folder}/`)),
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE);
    },
  });
}

const PUBLIC_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** The same addresses, streamed from the S3-compatible store every server shares. */
function servePublicUploadsFromStore(app: FastifyInstance) {
  app.get<{ Params: { folder: string; name: string } }>('/uploads/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params;
    const file =
      PUBLIC_FOLDERS.includes(folder) && PUBLIC_NAME.test(name)
        ? await app.deps.uploads.open(`${folder}/${name}`)
        : null;
    if (!file) throw notFound(MESSAGES.fileNotFound);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .send(file.stream);
  });
}
