// The snapshot of a tenant's screen as text (see @pgportal/contracts/page-snapshot): taken from the
// page's #root, and put by the service worker into the shell's page. Plain functions of strings and
// elements, shared by the page and the worker. The snapshot sits in a closed shadow root after #root,
// inert and hidden from assistive technology: it is a picture of the last screen, not a second page
// (no duplicate ids, nothing to tab to, nothing a test or a screen reader finds twice), and the live
// #root stays hidden (visibility, so its layout still runs) until the page says it is ready.

import {
  SNAPSHOT_HOST_ID,
  SNAPSHOT_SHOWN_ATTRIBUTE,
  withSnapshot,
  type PageSnapshot,
} from '@pgportal/contracts/page-snapshot';

// The page's side of a snapshot is in the contracts: the server paints its pictures the same way.
export { SNAPSHOT_HOST_ID, SNAPSHOT_SHOWN_ATTRIBUTE, withSnapshot, type PageSnapshot };

/** Toasts and anything a page marks `data-snapshot-skip` are not part of the picture. */
const NOT_KEPT = '.Toastify, script, [data-snapshot-skip]';

/** Whether a live element of #root is part of the kept screen. */
export type IsKept = (element: Element) => boolean;

/**
 * The part of #root kept: what starts within `depth` pixels of the top of the page (the first
 * screen: what the next visit paints before its scripts, kept short so that it parses and lays out
 * fast) and is held by something kept.
 */
export function keptAbove(root: Element, depth: number): IsKept {
  const pageTop = root.ownerDocument.defaultView?.scrollY ?? 0;
  const kept = new Set<Element>();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const parent = element.parentElement;
    const held = parent === root || (parent !== null && kept.has(parent));
    if (held && element.getBoundingClientRect().top + pageTop <= depth) kept.add(element);
  }
  return (element) => kept.has(element);
}

/**
 * What #root shows of its kept part, without toasts and scripts, and with every <details> closed
 * and holding only its summary (the live page opens them closed; a UPI QR code's image need not be
 * parsed to be hidden).
 */
export function serializeRoot(root: Element, isKept: IsKept = () => true): string {
  const copy = root.cloneNode(true) as Element;
  const copies = Array.from(copy.querySelectorAll('*'));
  Array.from(root.querySelectorAll('*')).forEach((element, index) => {
    // The first element of a branch that is not kept goes, with all it holds.
    const parent = element.parentElement;
    if (!isKept(element) && (parent === root || (parent !== null && isKept(parent)))) copies[index]?.remove();
  });
  copy.querySelectorAll(NOT_KEPT).forEach((node) => node.remove());
  copy.querySelectorAll('details').forEach((details) => {
    details.removeAttribute('open');
    Array.from(details.children).forEach((child) => child.tagName !== 'SUMMARY' && child.remove());
  });
  return copy.innerHTML;
}

/** Pseudo-elements and states a static picture cannot be in: ignored when matching a selector. */
const STATES =
  /::?(?:before|after|placeholder|marker|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+|hover|focus-visible|focus-within|focus|active|visited|target)\b/g;

type Matches = (selector: string) => boolean;

/** Whether an element matches a selector ignoring states; a selector this browser cannot test is kept. */
function matcher(test: (plain: string) => boolean): Matches {
  return (selector) => {
    const plain = selector.replace(STATES, '').trim() || '*';
    try {
      return test(plain);
    } catch {
      return true;
    }
  };
}

/** Rules that hold rules: what is used of them is kept, under the same condition. */
const GROUP = /^@(?:media|supports|container|layer|scope)\b/;

const KEYFRAMES = /^@(?:-webkit-)?keyframes\b/;

function usedRules(rules: CSSRuleList, matches: Matches, kept: Set<string>, keyframes: CSSRule[]): string {
  let css = '';
  for (const rule of Array.from(rules)) {
    let text = '';
    if ('selectorText' in rule) {
      const style = rule as CSSStyleRule;
      // a rule with nested rules is kept whole
      if (style.cssRules?.length || matches(style.selectorText)) text = rule.cssText;
    } else if (GROUP.test(rule.cssText)) {
      const inside = usedRules((rule as CSSGroupingRule).cssRules, matches, new Set(), keyframes);
      if (inside) text = `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inside}}`;
    } else if (KEYFRAMES.test(rule.cssText)) keyframes.push(rule);
    else text = rule.cssText; // @font-face, @property: as they are
    // The kit's stylesheet comes once from the shell and once from each remote: its rules once.
    if (text && !kept.has(text)) {
      kept.add(text);
      css += text;
    }
  }
  return css;
}

/**
 * The rules of the document's same-origin stylesheets that `matches` keeps, and the animations they
 * name (a toast's dozen are not); another origin's sheets cannot be read.
 */
function rulesOf(document: Document, matches: Matches): string {
  const kept = new Set<string>();
  const keyframes: CSSRule[] = [];
  let css = '';
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    css += usedRules(rules, matches, kept, keyframes);
  }
  const named = keyframes.filter((rule) => new RegExp(`\\b${(rule as CSSKeyframesRule).name}\\b`).test(css));
  return css + [...new Set(named.map((rule) => rule.cssText))].join('');
}

/**
 * What the kept screen needs of the page's stylesheets (the remotes' CSS chunks included): the rules
 * for the document's root and body (inherited into the shadow root: the design tokens, the font),
 * and those the kept part of the screen in `root` uses. A few KB instead of every rule of the portal, so that the
 * kept screen's page parses fast.
 */
export function usedCss(
  document: Document,
  root: Element,
  isKept: IsKept = () => true,
): Pick<PageSnapshot, 'documentCss' | 'screenCss'> {
  const { documentElement, body } = document;
  return {
    documentCss: rulesOf(
      document,
      matcher((selector) => documentElement.matches(selector) || body.matches(selector)),
    ),
    screenCss: rulesOf(
      document,
      matcher((selector) => Array.from(root.querySelectorAll(selector)).some(isKept)),
    ),
  };
}

/** True when the text looks like a snapshot this code wrote (the worker reads it from the cache). */
export function isPageSnapshot(value: unknown): value is PageSnapshot {
  const record = value as Partial<PageSnapshot> | null;
  return (
    typeof record?.path === 'string' &&
    typeof record.tenantId === 'string' &&
    typeof record.html === 'string' &&
    typeof record.lang === 'string' &&
    typeof record.documentCss === 'string' &&
    typeof record.screenCss === 'string'
  );
}

/** What the worker knows of a page it is about to answer a navigation with. */
export interface AnsweredPage {
  status: number;
  contentType: string | null;
  /** the server's TENANT_PAGE_HEADER: the signed-in tenant, or null */
  signedInTenant: string | null;
  /** false when the server was out of reach and the page came from the cache */
  reached: boolean;
}

/**
 * Whether the kept screen may go into the page: an HTML page; online, only when the server names
 * the same tenant as signed in (never a signed-out visitor's, never another tenant's); offline, as
 * the tenant's other cached answers are (signing out deletes them all).
 */
export const mayShowKeptScreen = (page: AnsweredPage, screen: PageSnapshot): boolean =>
  page.status === 200 &&
  Boolean(page.contentType?.startsWith('text/html')) &&
  (!page.reached || page.signedInTenant === screen.tenantId);

/**
 * The page's Content-Security-Policy also allowing `source` (a script's 'sha256-…') to run, or null
 * when it has no script-src to add it to (the worker then leaves the loader a file of its own).
 */
export function cspAllowing(csp: string, source: string): string | null {
  const directives = csp.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => /^script-src(\s|$)/.test(directive));
  if (index < 0) return null;
  directives[index] = `${directives[index]} ${source}`;
  return directives.join(';');
}
