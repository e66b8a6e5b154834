// The shell's index.html with a pre-rendered page in it (issue 7, item 3): the page's markup in the
// root element and its CSS in <head>, ahead of the scripts. Each front end's build wrote its own
// pages (dist/prerender/pages.json, @pgportal/contracts/prerender); a page a remote owns goes into
// the shell's frame of that route. Assembled pages are cached, with their brotli and gzip copies
// made once, until one of the files they come from changes (a front end redeployed alone shows at
// once, without a restart). A scriptless page (the landing page) keeps none of index.html's scripts:
// it is the whole answer, in the language asked for when the build rendered it in that language.
// The others (sign-in, not-found) start the portal's scripts at the visitor's first action.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Language } from '@pgportal/contracts/enums';
import {
  PRERENDER_FILE,
  REMOTE_PAGE_SLOT,
  pageInLanguage,
  withEntryStarted,
} from '@pgportal/contracts/prerender';
import type { PrerenderedPages, PrerenderedRoute } from '@pgportal/contracts/prerender';

export type Encoding = 'br' | 'gzip';

export interface AssembledPage {
  /** The page as the client accepts it (`encoding` null: the HTML itself). */
  body(encoding: Encoding | null): Promise<Buffer>;
}

interface Sources {
  shellDist: string;
  /** The dist folder of a remote served by this server; null when it is served from elsewhere. */
  remoteDist: (folder: string) => string | null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `plain` compressed for `encoding`: as hard as zlib can for a page `kept` and sent many times,
 * at a fast level for a page made for one request (a signed-in page drawn for its visitor).
 */
export function compressed(plain: Buffer, encoding: Encoding, use: 'kept' | 'once'): Promise<Buffer> {
  const kept = use === 'kept';
  return encoding === 'br'
    ? brotli(plain, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      })
    : gzip(plain, { level: kept ? zlib.constants.Z_BEST_COMPRESSION : 6 });
}
const ROOT = '<div id="root"></div>';

/** What changes when a file is rewritten (a new build or a redeploy); '-' when it is missing. */
export async function versionOf(file: string | null): Promise<string> {
  const info = file ? await stat(file).catch(() => null) : null;
  return info ? `${info.mtimeMs}:${info.size}:${info.ino}` : '-';
}

async function readPages(file: string): Promise<PrerenderedPages | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as PrerenderedPages;
    return typeof parsed.css === 'string' && typeof parsed.pages === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** `index` with `markup` in its root element and `css` before its first script; null if it has no empty root. */
export function insertPage(index: string, markup: string, css: string): string | null {
  if (!index.includes(ROOT)) return null;
  const style = `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  const head = index.indexOf('</head>');
  const script = index.indexOf('<script');
  const at = script >= 0 && script < head ? script : head;
  const withCss = at >= 0 ? index.slice(0, at) + style + index.slice(at) : index;
  return withCss.replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * `html` with no script of the portal: its scripts and script preloads go, and the <noscript> note
 * (the page needs none); `<html lang>` says the page's language.
 */
export function withoutScripts(html: string, language: Language): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="?script"?[^>]*>/gi, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
    .replace(/<html\b[^>]*>/i, `<html lang="${language}">`);
}

/** `html` whose entry scripts start at the visitor's first action (issue 28). */
export const startingOnAction = (html: string): string => withEntryStarted(html, 'first-action');

function assembled(html: string): AssembledPage {
  const plain = Buffer.from(html);
  const copies = new Map<Encoding, Promise<Buffer>>();
  return {
    body(encoding) {
      if (!encoding) return Promise.resolve(plain);
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressed(plain, encoding, 'kept');
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/** The pre-rendered pages of this server's front ends, read and assembled on demand. */
export function createPrerenderedPages({ shellDist, remoteDist }: Sources) {
  const cache = new Map<string, { version: string; page: AssembledPage | null }>();

  const build = async (
    route: PrerenderedRoute,
    language: Language,
    remotePagesFile: string | null,
  ): Promise<AssembledPage | null> => {
    const [index, shell] = await Promise.all([
      readFile(join(shellDist, 'index.html'), 'utf8').catch(() => null),
      readPages(join(shellDist, PRERENDER_FILE)),
    ]);
    // A page the build rendered in English only is sent in English.
    const inLanguage = shell?.pages[pageInLanguage(route.page, language)];
    let markup = inLanguage ?? shell?.pages[route.page];
    if (!index || !shell || !markup) return null;
    let css = shell.css;
    if (markup.includes(REMOTE_PAGE_SLOT)) {
      const remote = remotePagesFile ? await readPages(remotePagesFile) : null;
      const page = remote?.pages[route.page];
      if (!remote || !page) return null; // the remote has no pre-rendered page: the client renders it
      markup = markup.replace(REMOTE_PAGE_SLOT, () => page);
      css += remote.css;
    }
    const html = insertPage(index, markup, css);
    if (!html) return null;
    return assembled(
      route.scriptless ? withoutScripts(html, inLanguage ? language : 'en') : startingOnAction(html),
    );
  };

  return {
    /** The shell's page with `route`'s pre-rendered page in it, or null when there is none to give. */
    async page(route: PrerenderedRoute, language: Language = 'en'): Promise<AssembledPage | null> {
      const dist = route.remote ? remoteDist(route.remote) : null;
      const remotePagesFile = dist ? join(dist, PRERENDER_FILE) : null;
      const files = [join(shellDist, 'index.html'), join(shellDist, PRERENDER_FILE), remotePagesFile];
      const version = (await Promise.all(files.map((file) => versionOf(file)))).join('|');
      const name = pageInLanguage(route.page, language);
      const cached = cache.get(name);
      if (cached?.version === version) return cached.page;
      const page = await build(route, language, remotePagesFile);
      cache.set(name, { version, page });
      return page;
    },
  };
}
