// Signed-in pages drawn on the server (issue 43): the first paint of the staff dashboard, the
// Tenants list and the tenant's home and Billing comes with the page, not after the portal's
// scripts. The shell's and the page's remote's builds each keep a module that draws their part
// (PICTURE_FILE, @pgportal/contracts/prerender) with the same components as the browser; the
// server draws the page for the visitor who asked, with the answers the API gives that visitor
// (the same routes, asked with the visitor's cookie, so the same checks), and sends it in the
// kept screen's form (page-snapshot.ts): shown until the live page is ready, then replaced.
// Nothing is kept between requests but the modules themselves, read again when a front end is
// redeployed. Any failure, or a picture not drawn within PICTURE_BUDGET_MS, leaves the page as it
// was: the browser draws it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@pgportal/contracts/enums';
import { withSnapshot } from '@pgportal/contracts/page-snapshot';
import {
  PICTURE_CSS_FILE,
  PICTURE_FILE,
  REMOTE_PAGE_SLOT,
  REMOTE_WIDGET_SLOTS,
  cachedAnswer,
  type Picture,
  type PictureModule,
  type PictureRequest,
  type PictureSession,
  type PicturedPage,
} from '@pgportal/contracts/prerender';
import { API } from '@pgportal/contracts/api-paths';
import { REMOTES } from '@pgportal/contracts/remotes';
import { versionOf } from './prerendered-pages';

const API_PREFIX = '/api/v1';
/** Draws of one page at most: each may ask for answers (or hold widgets) the one before did not know of. */
const MAX_DRAWS = 4;
/** Longer than this and the page goes out without its picture (a slow database must not hold it). */
const PICTURE_BUDGET_MS = 1500;

/** The shell's page with a signed-in page drawn in it, and the tenant it was drawn for (null: staff). */
export interface DrawnPage {
  html: string;
  tenantId: string | null;
}

interface LoadedPicture {
  draw: PictureModule['picture'];
  css: string;
}

interface Sources {
  shellDist: string;
  /** The dist folder of a remote served by this server; null when it is served from elsewhere. */
  remoteDist: (folder: string) => string | null;
}

function isPictureModule(value: unknown): value is PictureModule {
  return typeof (value as Partial<PictureModule> | null)?.picture === 'function';
}

/**
 * A CommonJS module evaluated afresh from its file: a redeployed front end's new module replaces
 * the old one without a restart, whatever module cache the process keeps.
 */
async function evaluated(file: string): Promise<unknown> {
  const source = await readFile(file, 'utf8');
  const module: { exports: unknown } = { exports: {} };
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    {
      filename: file,
    },
  ) as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/** One front end's picture module, read again when its file changes (a new build or a redeploy). */
function pictureLoader(dist: string) {
  const file = join(dist, PICTURE_FILE);
  let loaded: { version: string; picture: Promise<LoadedPicture | null> } | null = null;
  const load = async (): Promise<LoadedPicture | null> => {
    const module = await evaluated(file);
    if (!isPictureModule(module)) return null;
    const css = await readFile(join(dist, PICTURE_CSS_FILE), 'utf8').catch(() => '');
    return { draw: module.picture.bind(module), css };
  };
  return async (): Promise<LoadedPicture | null> => {
    const version = await versionOf(file);
    if (version === '-') return null;
    if (loaded?.version !== version) loaded = { version, picture: load().catch(() => null) };
    return loaded.picture;
  };
}

/** The envelope the API answers the visitor for `key` (an SWR key: path and query), or undefined. */
async function answerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
): Promise<{ data?: unknown } | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: API_PREFIX + key,
    headers: {
      host: request.headers.host ?? '',
      cookie: request.headers.cookie ?? '',
      accept: 'application/json',
    },
    remoteAddress: request.ip,
  });
  if (response.statusCode !== 200) return undefined;
  return response.json<{ data?: unknown }>();
}

/** Who the visitor is, as GET /auth/session answers them. */
async function sessionOf(app: FastifyInstance, request: FastifyRequest): Promise<PictureSession | null> {
  const answer = (await answerFor(app, request, API.auth.session))?.data as { kind?: string } | undefined;
  return answer?.kind === 'staff' || answer?.kind === 'tenant' ? (answer as PictureSession) : null;
}

/** The frame with the page in its slot and each widget's drawing in its own (an empty place for one not drawn). */
function composed(frame: string, page: string | null, widgets: Map<string, string>): string {
  const html = page === null ? frame : frame.replace(REMOTE_PAGE_SLOT, () => page);
  return html.replace(REMOTE_WIDGET_SLOTS, (slot) => widgets.get(slot) ?? '');
}

const languageOf = (session: PictureSession): Language =>
  session.kind === 'tenant' && session.tenant.language === 'hi' ? 'hi' : 'en';

export function createSignedInPictures(app: FastifyInstance, { shellDist, remoteDist }: Sources) {
  const loaders = new Map<string, ReturnType<typeof pictureLoader>>();
  const loaderOf = (dist: string) => {
    let loader = loaders.get(dist);
    if (!loader) {
      loader = pictureLoader(dist);
      loaders.set(dist, loader);
    }
    return loader;
  };

  /** A remote's picture module by its Module Federation name, or null when it has none here. */
  const remotePicture = async (name: string): Promise<LoadedPicture | null> => {
    const folder = REMOTES.find((remote) => remote.name === name)?.folder;
    const dist = folder ? remoteDist(folder) : null;
    return dist ? loaderOf(dist)() : null;
  };

  /**
   * The page drawn: the shell's frame, the remote's page in it and the remotes' widgets in their
   * slots, each drawn again with the answers the last draw asked for (at most MAX_DRAWS draws).
   */
  async function drawnPage(request: FastifyRequest, page: PicturedPage, base: Omit<PictureRequest, 'data'>) {
    const shell = await loaderOf(shellDist)();
    const dist = page.remote ? remoteDist(page.remote) : null;
    const pageRemote = dist ? await loaderOf(dist)() : null;
    if (!shell || (page.remote && !pageRemote)) return null;
    const widgets = new Map<string, { name: string; loaded: LoadedPicture | null }>();
    const data: Record<string, unknown> = {};
    const asked = new Set<string>();
    for (let round = 1; ; round += 1) {
      const drawing = { ...base, data: { ...data } };
      const slots = [...widgets.entries()];
      const [frame, remotePage, ...widgetPictures] = await Promise.all([
        shell.draw(drawing),
        pageRemote ? pageRemote.draw(drawing) : null,
        // A widget that cannot be drawn leaves its place empty; the live page fills it.
        ...slots.map(
          ([, widget]) => widget.loaded?.draw({ ...drawing, widget: widget.name }).catch(() => null) ?? null,
        ),
      ]);
      let found = false;
      for (const [slot, remote, name] of frame.html.matchAll(REMOTE_WIDGET_SLOTS)) {
        if (widgets.has(slot) || !remote || !name) continue;
        widgets.set(slot, { name, loaded: await remotePicture(remote) });
        found = true;
      }
      const pictures = [frame, remotePage, ...widgetPictures].filter(
        (picture): picture is Picture => picture !== null,
      );
      const missing = [...new Set(pictures.flatMap((picture) => picture.keys))].filter(
        (key) => !asked.has(key),
      );
      if ((missing.length === 0 && !found) || round === MAX_DRAWS) {
        const widgetHtml = new Map(slots.map(([slot], index) => [slot, widgetPictures[index]?.html ?? '']));
        const parts = [shell, pageRemote, ...slots.map(([, widget]) => widget.loaded)];
        return {
          html: composed(frame.html, remotePage?.html ?? null, widgetHtml),
          documentCss: shell.css,
          screenCss: [...new Set(parts.filter((part) => part !== null).map((part) => part.css))].join(''),
        };
      }
      await Promise.all(
        missing.map(async (key) => {
          asked.add(key);
          const answer = await answerFor(app, request, key);
          if (answer !== undefined) data[key] = cachedAnswer(key, answer);
        }),
      );
    }
  }

  async function pageWithPicture(
    request: FastifyRequest,
    page: PicturedPage,
    index: string,
  ): Promise<DrawnPage | null> {
    const session = await sessionOf(app, request);
    if (session?.kind !== page.kind) return null; // the browser's guards send the visitor on
    const language = languageOf(session);
    const query = request.url.indexOf('?');
    const location = page.path + (query >= 0 ? request.url.slice(query) : '');
    const drawn = await drawnPage(request, page, { path: location, session, language });
    if (!drawn || drawn.html.includes(REMOTE_PAGE_SLOT)) return null;
    const tenantId = session.kind === 'tenant' ? session.tenant._id : null;
    const html = withSnapshot(index, {
      path: page.path,
      tenantId: tenantId ?? '',
      ...drawn,
      lang: language,
      savedAt: new Date().toISOString(),
    });
    return { html, tenantId };
  }

  return {
    /**
     * The shell's page `index` with `page` drawn in it for the visitor of `request`, or null when
     * it is not theirs to see, a front end has no picture module, or it took too long.
     */
    async page(request: FastifyRequest, page: PicturedPage, index: string): Promise<DrawnPage | null> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), PICTURE_BUDGET_MS);
      });
      try {
        return await Promise.race([pageWithPicture(request, page, index), late]);
      } catch (error) {
        request.log.warn({ err: error, path: page.path }, 'the signed-in page was not drawn on the server');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
