import {
  SNAPSHOT_HOST_ID,
  cspAllowing,
  keptAbove,
  SNAPSHOT_SHOWN_ATTRIBUTE,
  isPageSnapshot,
  mayShowKeptScreen,
  serializeRoot,
  usedCss,
  withSnapshot,
  type PageSnapshot,
} from './snapshot-html';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><title>PG Portal</title><link rel="manifest" href="/manifest.webmanifest">' +
  '<script defer src="/main.1234abcd.js"></script></head>' +
  '<body><noscript>PG Portal needs JavaScript</noscript>\n    <div id="root"></div></body></html>';

const screen: PageSnapshot = {
  path: '/tenant/billing',
  tenantId: 't-1',
  html: '<main><p>You owe <strong>₹9,800</strong></p></main>',
  documentCss: ':root{--brand:#4338ca}',
  screenCss: '.summary{font-weight:600}',
  lang: 'hi',
  savedAt: '2026-11-28T05:00:00.000Z',
};

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the kept screen in the shell’s page', () => {
  it('goes after #root, in a closed shadow root hidden from assistive technology, with #root hidden', () => {
    const page = withSnapshot(SHELL_PAGE, screen);
    expect(page).toContain(
      `<div id="root"></div><div id="${SNAPSHOT_HOST_ID}" lang="hi" aria-hidden="true" inert>`,
    );
    expect(page).toContain(
      `<template shadowrootmode="closed"><style>${screen.screenCss}</style><div id="root">${screen.html}</div>`,
    );
    expect(page).toMatch(new RegExp(`^<!doctype html><html ${SNAPSHOT_SHOWN_ATTRIBUTE} lang="en">`));
    const head = parsed(page).head;
    const [hideLivePage, documentRules] = Array.from(
      head.querySelectorAll('style'),
      (style) => style.textContent,
    );
    expect(hideLivePage).toContain(`html[${SNAPSHOT_SHOWN_ATTRIBUTE}] #root{visibility:hidden}`);
    expect(documentRules).toBe(screen.documentCss);
    // Painted from the page alone: no stylesheet to fetch first, the entry started after the first paint.
    // The manifest too waits: the loader names it when it starts the entry.
    expect(Array.from(head.querySelectorAll('link'), (link) => link.outerHTML)).toEqual([
      '<link data-rel="manifest" href="/manifest.webmanifest">',
    ]);
    const loader = head.querySelector('script');
    expect([loader?.getAttribute('src'), loader?.dataset.start, loader?.dataset.src]).toEqual([
      '/start-on-action.js',
      'after-paint',
      '/main.1234abcd.js',
    ]);
  });

  it('keeps `$` in the kept text as text', () => {
    const html = "<p>Note: pay $' and $& later</p>";
    expect(withSnapshot(SHELL_PAGE, { ...screen, html })).toContain(`<div id="root">${html}</div>`);
  });

  it('cannot end the style element early', () => {
    const page = withSnapshot(SHELL_PAGE, {
      ...screen,
      screenCss: 'a{content:"</style><script>x()</script>"}',
    });
    expect(page).not.toContain('</style><script>');
  });

  it('leaves a page without the expected #root as it was', () => {
    const other = SHELL_PAGE.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withSnapshot(other, screen)).toBe(other);
  });

  it('escapes what goes into attributes', () => {
    const page = withSnapshot(SHELL_PAGE, { ...screen, lang: 'hi"><script>x()</script>' });
    expect(page).not.toContain('<script>x()');
    expect(page).toContain('lang="hi&quot;>&lt;script>x()&lt;/script>"');
  });
});

describe('what is kept of #root', () => {
  it('is its HTML without toasts, scripts and what a page marks data-snapshot-skip, details closed', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<main><h1>Billing</h1><p data-snapshot-skip>typing…</p><details open><summary>QR</summary><img src="data:image/png;base64,AAAA" alt="QR"></details></main>' +
      '<div class="Toastify"><div role="alert">Saved</div></div><script>1</script>';
    expect(serializeRoot(root)).toBe('<main><h1>Billing</h1><details><summary>QR</summary></details></main>');
    // The page itself is untouched.
    expect(root.querySelector('.Toastify')).not.toBeNull();
  });

  it('keeps the first screens: what starts below the line goes, with all it holds', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<main><h1 data-top="0">Billing</h1><section data-top="700"><p data-top="750">Owed</p><p data-top="1700">Lines</p></section>' +
      '<section data-top="1650"><p data-top="1700">Payments</p></section></main><nav data-top="760">Home</nav>';
    root.querySelectorAll<HTMLElement>('*').forEach((element) => {
      const top = Number(element.dataset.top ?? 0);
      element.getBoundingClientRect = () => ({ top }) as DOMRect;
    });
    expect(serializeRoot(root, keptAbove(root, 1624))).toBe(
      '<main><h1 data-top="0">Billing</h1><section data-top="700"><p data-top="750">Owed</p></section></main>' +
        '<nav data-top="760">Home</nav>',
    );
  });

  it('keeps the rules the screen uses, and apart those of the document’s root and body', () => {
    document.head.innerHTML = `<style>
      :root { --brand: #4338ca; }
      body { margin: 0; }
      .card { padding: 8px; }
      .card:hover .title::after { content: '>'; }
      .title:focus-visible { outline: 2px solid; }
      .modal { position: fixed; }
      @media (max-width: 600px) { :root { --gap: 4px; } .card { padding: 4px; } .modal { inset: 0; } }
      @media print { .modal { display: none; } }
      .card { animation: spin 1s; }
      @keyframes spin { to { transform: rotate(1turn); } }
      @keyframes Toastify__bounceIn { to { opacity: 1; } }
    </style><style>.card { padding: 8px; }</style>`;
    document.body.innerHTML =
      '<div id="root"><section class="card"><h2 class="title">Billing</h2></section></div>';
    const { documentCss, screenCss } = usedCss(document, document.getElementById('root')!);

    expect(documentCss).toMatch(
      /^:root \{\s*--brand: #4338ca;\s*\}body \{\s*margin: 0;\s*\}@media \(max-width: 600px\) ?\{:root/,
    );
    expect(documentCss).not.toContain('.card');

    expect(screenCss).toContain('.card:hover .title::after');
    expect(screenCss).toContain('.title:focus-visible');
    expect(screenCss).toMatch(/@media \(max-width: 600px\) ?\{\.card \{\s*padding: 4px;\s*\}\}/);
    expect(screenCss).toContain('@keyframes spin');
    expect(screenCss).not.toContain('Toastify');
    expect(documentCss).not.toContain('@keyframes');
    expect(screenCss.match(/\.card \{\s*padding: 8px;/g)).toHaveLength(1);
    expect(screenCss).not.toMatch(/\.modal|@media print|:root|body/);
  });

  it('keeps only the rules of the kept part of the screen', () => {
    document.head.innerHTML = '<style>.card { padding: 8px; } .table { width: 100%; }</style>';
    document.body.innerHTML =
      '<div id="root"><section class="card"></section><table class="table"></table></div>';
    const root = document.getElementById('root')!;
    const { screenCss } = usedCss(document, root, (element) => element.tagName !== 'TABLE');
    expect(screenCss).toContain('.card');
    expect(screenCss).not.toContain('.table');
  });
});

describe('when the worker shows the kept screen', () => {
  const page = { status: 200, contentType: 'text/html; charset=utf-8', signedInTenant: 't-1', reached: true };

  it('online: only when the server names the same tenant as signed in', () => {
    expect(mayShowKeptScreen(page, screen)).toBe(true);
    expect(mayShowKeptScreen({ ...page, signedInTenant: null }, screen)).toBe(false);
    expect(mayShowKeptScreen({ ...page, signedInTenant: 't-2' }, screen)).toBe(false);
  });

  it('offline: from the cache, as the tenant’s other answers are', () => {
    expect(mayShowKeptScreen({ ...page, signedInTenant: null, reached: false }, screen)).toBe(true);
  });

  it('never in anything but an HTML page answered 200', () => {
    expect(mayShowKeptScreen({ ...page, status: 302 }, screen)).toBe(false);
    expect(mayShowKeptScreen({ ...page, contentType: 'application/json' }, screen)).toBe(false);
    expect(mayShowKeptScreen({ ...page, contentType: null }, screen)).toBe(false);
  });

  it('reads back only what the page wrote', () => {
    expect(isPageSnapshot(screen)).toBe(true);
    expect(isPageSnapshot(JSON.parse(JSON.stringify(screen)))).toBe(true);
    expect(isPageSnapshot({ ...screen, screenCss: undefined })).toBe(false);
    expect(isPageSnapshot({ ...screen, html: 1 })).toBe(false);
    expect(isPageSnapshot(null)).toBe(false);
  });
});

describe('cspAllowing', () => {
  const CSP = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";

  it('adds the source to script-src and nothing else', () => {
    expect(cspAllowing(CSP, "'sha256-abc='")).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'unsafe-inline'",
    );
  });

  it('is null for a policy without script-src (the loader then stays a file)', () => {
    expect(cspAllowing("default-src 'self'", "'sha256-abc='")).toBeNull();
    expect(cspAllowing("script-src-elem 'self'", "'sha256-abc='")).toBeNull();
  });
});

it('writes the entry loader into the page when given its text', () => {
  const page = withSnapshot(SHELL_PAGE, screen, '/* loader */');
  expect(page).toContain(
    '<script data-start="after-paint" data-src="/main.1234abcd.js">/* loader */</script>',
  );
  expect(page).not.toContain('src="/start-on-action.js"');
});
