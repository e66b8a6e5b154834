// The tenant's last screen, painted before the scripts run (issue 27: a repeat visit's largest paint
// within 1 s). A page of SNAPSHOT_PAGES marks its main content with PAGE_READY_ATTRIBUTE once its
// data has come (or failed); the shell then keeps what is on screen in the tenant's personal cache,
// and on the next visit the service worker puts it into the page it answers with, shown until the
// live page marks itself ready. The server names the signed-in tenant of a page in
// TENANT_PAGE_HEADER so that the worker never shows one tenant's screen to anyone else.
import { PATHS } from './paths';
import { withEntryStarted } from './prerender';

export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
export const TENANT_PAGE_HEADER = 'x-pgportal-tenant';

/** The pages whose last screen is kept, by the path the snapshot is kept under. */
const SNAPSHOT_OF: Record<string, string> = {
  [PATHS.tenantArea]: PATHS.tenantDashboard,
  [PATHS.tenantDashboard]: PATHS.tenantDashboard,
  [PATHS.tenantBilling]: PATHS.tenantBilling,
};

/** The path a page's snapshot is kept under (/tenant opens the dashboard), or null when none is kept. */
export function snapshotPathOf(pathname: string): string | null {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SNAPSHOT_OF[page] ?? null;
}

/** Spread on a page's main content: `<div {...pageReady(!isLoading)}>`. */
export const pageReady = (ready: boolean): Record<string, string> =>
  ready ? { [PAGE_READY_ATTRIBUTE]: '' } : {};

/** One kept screen: its HTML, the stylesheets it was drawn with, and whose it is. */
export interface PageSnapshot {
  path: string;
  tenantId: string;
  html: string;
  /** the rules of the page's stylesheets for the document's root and body: design tokens, font (usedCss) */
  documentCss: string;
  /** the rules of the page's stylesheets that the screen uses (usedCss) */
  screenCss: string;
  lang: string;
  savedAt: string;
}

/** On <html> while the snapshot is shown; the live page removes it (and the host) when ready. */
export const SNAPSHOT_SHOWN_ATTRIBUTE = 'data-snapshot';
export const SNAPSHOT_HOST_ID = 'pgportal-snapshot';
const ROOT_TAG = '<div id="root"></div>';

const HIDE_LIVE_PAGE =
  `html[${SNAPSHOT_SHOWN_ATTRIBUTE}] #root{visibility:hidden}` +
  `#${SNAPSHOT_HOST_ID}{position:absolute;top:0;left:0;right:0}`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The shell's page with the snapshot in it, painted from the page alone: the document's rules in
 * <head> and the screen's inside the shadow root (which the document's rules do not reach); no
 * other request before the first paint (the web app manifest is named by the loader when it starts
 * the entry), and the entry script started right after it (the loader's after-paint mode; written
 * into the page when `inlineLoader` is its text, see cspAllowing). The snapshot goes after #root, and #root is hidden until the live page is
 * ready. A page without the expected #root is returned as it was.
 */
export function withSnapshot(page: string, snapshot: PageSnapshot, inlineLoader?: string): string {
  if (!page.includes(ROOT_TAG) || !page.includes('</head>')) return page;
  const host =
    `<div id="${SNAPSHOT_HOST_ID}" lang="${escapeAttribute(snapshot.lang)}" aria-hidden="true" inert>` +
    `<template shadowrootmode="closed">${styleElement(snapshot.screenCss)}` +
    `<div id="root">${snapshot.html}</div></template></div>`;
  // Replaced by functions: a `$` in the kept text is text, not a replacement pattern.
  return withEntryStarted(page, 'after-paint', inlineLoader)
    .replace('<link rel="manifest"', '<link data-rel="manifest"')
    .replace('<html', () => `<html ${SNAPSHOT_SHOWN_ATTRIBUTE}`)
    .replace('</head>', () => `<style>${HIDE_LIVE_PAGE}</style>${styleElement(snapshot.documentCss)}</head>`)
    .replace(ROOT_TAG, () => `${ROOT_TAG}${host}`);
}
