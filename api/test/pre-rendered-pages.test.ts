// Pre-rendered pages (issue 7, item 3): the server puts the owner's pre-rendered page into the
// shell's index.html, a remote's page inside the shell's frame, and notices a redeploy at once.
// The landing page (issue 28) has no script: a signed-in visitor is redirected by the server, and
// the page comes in the language chosen before sign-in (issue 27).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { REMOTE_PAGE_SLOT } from '@pgportal/contracts/prerender';
import { sessions } from '../src/db/schema';
import { insertPage, startingOnAction, withoutScripts } from '../src/plugins/prerendered-pages';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html lang="en"><head><title>PG Portal</title><script defer src="/main.1a2b3c4d.js"></script></head>' +
  '<body><noscript>PG Portal needs JavaScript.</noscript><div id="root"></div></body></html>';
const FRAME = `<!--$-->${REMOTE_PAGE_SLOT}<!--/$-->`;

function write(root: string, file: string, content: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

const shellPages = {
  css: '.landing{color:red}',
  pages: {
    landing: '<main><h1>Welcome</h1></main>',
    'landing.hi': '<main><h1>स्वागत है</h1></main>',
    'not-found': '<main><h1>Page not found</h1></main>',
    login: FRAME,
    'tenant-login': FRAME,
  },
};
const authPages = (title: string) => ({
  css: '.card{color:blue}',
  pages: { login: `<h1>${title}</h1>`, 'tenant-login': '<h1>Tenant Sign In</h1>' },
});

/** The root element's markup of a page. */
const rootOf = (html: string) => /<div id="root">(.*)<\/div><\/body>/.exec(html)?.[1];

describe('insertPage', () => {
  it('puts the markup in the empty root and the CSS before the first script', () => {
    const html = insertPage(INDEX, '<p>$& $1</p>', 'p{color:red}</style>');
    expect(html).toContain('<title>PG Portal</title><style>p{color:red}<\\/style></style><script defer');
    expect(rootOf(html!)).toBe('<p>$& $1</p>');
  });

  it('gives nothing for a page without an empty root element', () => {
    expect(insertPage('<!doctype html><title>x</title>', '<p/>', '')).toBeNull();
  });
});

describe('startingOnAction', () => {
  it("hands each entry script to the loader that starts it at the visitor's first action", () => {
    expect(startingOnAction('<head><script defer src="/main.1a2b3c4d.js"></script></head>')).toBe(
      '<head><script defer src="/start-on-action.js" data-src="/main.1a2b3c4d.js"></script></head>',
    );
  });
});

describe('withoutScripts', () => {
  it('drops every script, script preload and the noscript note, and sets the language', () => {
    const html =
      '<html lang="en"><head><link rel="modulepreload" as="script" href="/a.js"><script defer src="/b.js"></script>' +
      '<script>inline()</script><link rel="manifest" href="/m.json"></head><body><noscript>x</noscript><p>kept</p></body></html>';
    expect(withoutScripts(html, 'hi')).toBe(
      '<html lang="hi"><head><link rel="manifest" href="/m.json"></head><body><p>kept</p></body></html>',
    );
  });
});

describe('pre-rendered pages', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!);
    root = t.config.staticRoot;
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/prerender/pages.json', JSON.stringify(shellPages));
    write(root, 'mfe-auth/dist/prerender/pages.json', JSON.stringify(authPages('Staff Sign In')));
  });
  afterAll(() => t.close());

  it('answers / with the landing page in the root, its CSS in <head> and no script, not cached', async () => {
    const response = await t.request({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toContain('cookie');
    expect(rootOf(response.body)).toBe('<main><h1>Welcome</h1></main>');
    expect(response.body).toContain('<html lang="en"><head><title>PG Portal</title><style>.landing{color:red}</style></head>');
    expect(response.body).not.toMatch(/<script|<noscript/);
    expect(response.cookies).toEqual([]);
  });

  it("answers the sign-in routes with mfe-auth's page in the shell's frame, and both CSS", async () => {
    const cases: Array<[string, string]> = [
      ['/login', 'Staff Sign In'],
      ['/login?role=tenant', 'Tenant Sign In'],
      ['/tenant/login', 'Tenant Sign In'],
      ['/tenant/login/', 'Tenant Sign In'],
    ];
    for (const [url, title] of cases) {
      const response = await t.request({ url, headers: HTML });
      expect([url, response.statusCode, rootOf(response.body)]).toEqual([
        url,
        200,
        `<!--$--><h1>${title}</h1><!--/$-->`,
      ]);
      expect(response.body).toContain('<style>.landing{color:red}.card{color:blue}</style>');
      // The entry starts at the visitor's first action (issue 28).
      expect(response.body).toContain(
        '<script defer src="/start-on-action.js" data-src="/main.1a2b3c4d.js"></script></head>',
      );
    }
  });

  it('answers a path no client route serves with 404 and the not-found page', async () => {
    for (const url of ['/no/such/page', '/loginx', '/apps']) {
      const response = await t.request({ url, headers: HTML });
      expect([url, response.statusCode, rootOf(response.body)]).toEqual([
        url,
        404,
        '<main><h1>Page not found</h1></main>',
      ]);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('pre-renders nothing behind sign-in or without a page: the plain shell page', async () => {
    for (const url of [
      '/app/dashboard',
      '/tenant/dashboard',
      '/verify?token=x',
      '/unauthorized',
      '/login/other',
    ]) {
      const response = await t.request({ url, headers: HTML });
      expect([url, response.statusCode, response.body]).toEqual([url, 200, INDEX]);
    }
  });

  it('sends the page brotli- or gzip-compressed as accepted, with Vary: Accept-Encoding', async () => {
    const plain = (await t.request({ url: '/login', headers: HTML })).body;
    const br = await t.request({ url: '/login', headers: { ...HTML, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await t.request({ url: '/login', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('shows a redeployed remote at once, and the plain page while it has no pre-rendered page', async () => {
    write(root, 'mfe-auth/dist/prerender/pages.json', JSON.stringify(authPages('Sign in, redeployed')));
    const redeployed = await t.request({ url: '/login', headers: { ...HTML, 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(redeployed.rawPayload).toString()).toContain('<h1>Sign in, redeployed</h1>');

    rmSync(join(root, 'mfe-auth/dist/prerender'), { recursive: true });
    expect((await t.request({ url: '/login', headers: HTML })).body).toBe(INDEX);
    expect(rootOf((await t.request({ url: '/', headers: HTML })).body)).toBe('<main><h1>Welcome</h1></main>');
    write(root, 'mfe-auth/dist/prerender/pages.json', JSON.stringify(authPages('Staff Sign In')));
  });
});

describe('pre-rendered pages of a remote served from another origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!, {
      env: { REMOTE_AUTH_URL: 'https://auth.example.com/mfe-auth/mf-manifest.json' },
    });
    const root = t.config.staticRoot;
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/prerender/pages.json', JSON.stringify(shellPages));
    // A stale local copy must not be used: the browser loads mfe-auth from the other origin.
    write(root, 'mfe-auth/dist/prerender/pages.json', JSON.stringify(authPages('Stale local copy')));
  });
  afterAll(() => t.close());

  it("leaves the remote's page to the client, and still pre-renders the shell's", async () => {
    expect((await t.request({ url: '/login', headers: HTML })).body).toBe(INDEX);
    expect(rootOf((await t.request({ url: '/', headers: HTML })).body)).toBe('<main><h1>Welcome</h1></main>');
  });
});

describe.each(databases)('the landing page on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
    write(t.config.staticRoot, 'shell/dist/index.html', INDEX);
    write(t.config.staticRoot, 'shell/dist/prerender/pages.json', JSON.stringify(shellPages));
  });
  afterAll(() => t.close());

  const open = (url: string, cookie?: string) =>
    t.request({ url, headers: cookie ? { ...HTML, cookie } : HTML });

  it('sends signed-in staff to /app and a signed-in tenant to /tenant, before any page', async () => {
    for (const [cookie, home] of [
      [await t.cookieFor('staff', 'admin@example.com'), '/app'],
      [await t.cookieFor('staff', 'manager@example.com'), '/app'],
      [await t.cookieFor('tenant', 'tenant@example.com'), '/tenant'],
    ] as const) {
      const response = await open('/', cookie);
      expect([cookie.split('=')[0], response.statusCode, response.headers.location]).toEqual([
        cookie.split('=')[0],
        302,
        home,
      ]);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a signed-in visitor of a sign-in page on too (its scripts wait for the visitor to act)', async () => {
    write(t.config.staticRoot, 'mfe-auth/dist/prerender/pages.json', JSON.stringify(authPages('Staff Sign In')));
    const staff = await t.cookieFor('staff', 'admin@example.com');
    const tenant = await t.cookieFor('tenant', 'tenant@example.com');
    const cases: Array<[string, string | undefined, number, string | undefined]> = [
      ['/login', staff, 302, '/app/dashboard'],
      ['/tenant/login', staff, 302, '/app/dashboard'],
      ['/login?role=tenant', tenant, 302, '/tenant'],
      ['/login', tenant, 302, '/tenant'],
      ['/login', undefined, 200, undefined],
      ['/no/such/page', staff, 404, undefined],
    ];
    for (const [url, cookie, status, location] of cases) {
      const response = await open(url, cookie);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, status, location]);
    }
  });

  it('gives the landing page, with no script, to a visitor whose session is absent, unknown, expired or ended', async () => {
    const expired = await t.cookieFor('staff', 'admin@example.com');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'staff'));
    const ended = await t.cookieFor('tenant', 'tenant@example.com');
    await t.request({ url: '/api/v1/auth/logout', headers: { cookie: ended } });
    for (const cookie of [undefined, 'token=not-a-session; session=nor-this', expired, ended]) {
      const response = await open('/', cookie);
      expect([cookie, response.statusCode, rootOf(response.body)]).toEqual([
        cookie,
        200,
        '<main><h1>Welcome</h1></main>',
      ]);
      expect(response.body).not.toContain('<script');
    }
  });

  it('switches to Hindi with /?lang=hi, keeps it in the cookie, and back with /?lang=en', async () => {
    const hindi = await open('/?lang=hi');
    expect(rootOf(hindi.body)).toBe('<main><h1>स्वागत है</h1></main>');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).not.toContain('<script');
    const cookie = hindi.cookies.find((item) => item.name === 'pgportal.language');
    expect(cookie).toMatchObject({ value: 'hi', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();

    const again = await open('/', 'pgportal.language=hi');
    expect(rootOf(again.body)).toBe('<main><h1>स्वागत है</h1></main>');

    const english = await open('/?lang=en', 'pgportal.language=hi');
    expect(rootOf(english.body)).toBe('<main><h1>Welcome</h1></main>');
    expect(english.cookies.find((item) => item.name === 'pgportal.language')?.value).toBe('en');

    const unknown = await open('/?lang=xx', 'pgportal.language=fr');
    expect([rootOf(unknown.body), unknown.cookies]).toEqual(['<main><h1>Welcome</h1></main>', []]);
  });

  it('sends compressed copies of each language as accepted', async () => {
    const br = await t.request({ url: '/', headers: { ...HTML, cookie: 'pgportal.language=hi', 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>स्वागत है</h1>');
    const gzip = await t.request({ url: '/', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Welcome</h1>');
  });
});
