// Compression: built files go out as the build compressed them (.br/.gz beside each file, chosen by
// Accept-Encoding), API answers over 1 KB are compressed per request, and nothing twice.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const BOTH = 'gzip, deflate, br';
/** A script well over 1 KB, as a build would write it, with its two compressed copies. */
const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});`;
const PAGE = `<!doctype html><title>PG Portal</title>${'<script defer src="/x.js"></script>'.repeat(40)}`;

function write(root: string, file: string, content: string, { compressed = true } = {}) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
  if (!compressed) return;
  writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(root, `${file}.gz`), gzipSync(content));
}

const varies = (headers: Record<string, string | string[] | number | undefined>) =>
  [headers.vary ?? '']
    .flat()
    .join(',')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!);
    const root = t.config.staticRoot;
    write(root, 'shell/dist/index.html', PAGE);
    write(root, 'shell/dist/main.1a2b3c4d.js', SCRIPT);
    write(root, 'shell/dist/styles.1a2b3c4d.css', `.a{color:red}${'.b{margin:0}'.repeat(200)}`);
    write(
      root,
      'shell/dist/favicon.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
    );
    write(root, 'shell/dist/old.1a2b3c4d.js', SCRIPT, { compressed: false });
    write(
      root,
      'mfe-auth/dist/mf-manifest.json',
      JSON.stringify({ name: 'mfe_auth', pad: 'x'.repeat(2000) }),
    );
    write(root, 'mfe-auth/dist/remoteEntry.js', SCRIPT);
  });
  afterAll(() => t.close());

  it('sends a script brotli-compressed to a browser that accepts br, and caching stays as it was', async () => {
    const response = await t.request({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': BOTH } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response.headers)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Compressed once: decoding it once gives the file back.
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await t.request({ url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varies(response.headers)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file when neither is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const response = await t.request({ url: '/main.1a2b3c4d.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(varies(response.headers)).toBe(true);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('compresses CSS, SVG, the shell page (also as a client route), manifests and remote entries', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['/styles.1a2b3c4d.css', {}],
      ['/favicon.svg', {}],
      ['/', HTML],
      ['/app/tenants/view/42', HTML],
      ['/mfe/mfe-auth/mf-manifest.json', {}],
      ['/mfe/mfe-auth/remoteEntry.js', {}],
    ];
    for (const [url, headers] of cases) {
      const response = await t.request({ url, headers: { ...headers, 'accept-encoding': BOTH } });
      expect([
        url,
        response.statusCode,
        response.headers['content-encoding'],
        varies(response.headers),
      ]).toEqual([url, 200, 'br', true]);
    }
    const page = await t.request({ url: '/app/dashboard', headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(PAGE);
    const manifest = await t.request({
      url: '/mfe/mfe-auth/mf-manifest.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  it('never compresses a built file per request: one without copies goes out as it is', async () => {
    const response = await t.request({ url: '/old.1a2b3c4d.js', headers: { 'accept-encoding': BOTH } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('compresses API answers over 1 KB, and leaves smaller ones alone', async () => {
    // Three sign-in mails make the outbox answer well over 1 KB.
    for (let i = 0; i < 3; i += 1)
      await t.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com' } });
    const url = '/api/v1/dev/outbox?to=admin@example.com';
    const plain = await t.request({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await t.request({ url, headers: { 'accept-encoding': BOTH } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers)).toBe(true);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.request({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.request({ url: '/api/v1/health', headers: { 'accept-encoding': BOTH } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);
  });
});
