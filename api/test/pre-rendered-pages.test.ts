// Pre-rendered pages (issue 7, item 3): the server puts the owner's pre-rendered page into the
// shell's index.html, a remote's page inside the shell's frame, and notices a redeploy at once.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REMOTE_PAGE_SLOT } from '@pgportal/contracts/prerender';
import { insertPage } from '../src/plugins/prerendered-pages';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html><head><title>PG Portal</title><script defer src="/main.1a2b3c4d.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const FRAME = `<!--$-->${REMOTE_PAGE_SLOT}<!--/$-->`;

function write(root: string, file: string, content: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

const shellPages = {
  css: '.landing{color:red}',
  pages: {
    landing: '<main><h1>Welcome</h1></main>',
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

  it('answers / with the landing page in the root and its CSS in <head>, not cached', async () => {
    const response = await t.request({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(rootOf(response.body)).toBe('<main><h1>Welcome</h1></main>');
    expect(response.body).toContain('<style>.landing{color:red}</style><script defer');
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
