// Opening the portal by another address than PUBLIC_URL's (http://127.0.0.1:3000, a LAN name):
// writes are refused there (CSRF trusts PUBLIC_URL's origin only), so a page asked for there is
// redirected to PUBLIC_URL, same path and query. API calls and files are not redirected.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CROSS_SITE } from '../src/plugins/csrf';
import { UNKNOWN_HOST } from '../src/plugins/hosts';
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function writeShell(t: TestApp) {
  const dist = join(t.config.staticRoot, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>PG Portal</title>');
  writeFileSync(join(dist, 'main.1a2b3c4d.js'), 'console.log("shell")');
}

describe('a page asked for at another address than PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!, { env: { ALLOWED_HOSTS: 'pg.lan' } });
    writeShell(t);
  });
  afterAll(() => t.close());

  const page = (host: string, url: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { ...HTML, host } });

  it('is redirected to PUBLIC_URL with the same path and query', async () => {
    const cases: Array<[string, string, string]> = [
      ['127.0.0.1:3000', '/app/tenants?x=1', 'http://localhost:3000/app/tenants?x=1'],
      ['127.0.0.1:3000', '/', 'http://localhost:3000/'],
      ['127.0.0.1:3000', '/login', 'http://localhost:3000/login'],
      ['[::1]:3000', '/verify?token=abc&role=tenant', 'http://localhost:3000/verify?token=abc&role=tenant'],
      ['pg.lan:3000', '/app/dashboard', 'http://localhost:3000/app/dashboard'],
      ['localhost:3001', '/app/dashboard', 'http://localhost:3000/app/dashboard'],
    ];
    for (const [host, url, location] of cases) {
      const response = await page(host, url);
      expect([host, url, response.statusCode, response.headers.location]).toEqual([host, url, 302, location]);
    }
    const head = await page('127.0.0.1:3000', '/app/tenants?x=1', 'HEAD');
    expect([head.statusCode, head.headers.location]).toEqual([302, 'http://localhost:3000/app/tenants?x=1']);
  });

  it('is served at PUBLIC_URL itself', async () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000']) {
      const response = await page(host, '/app/tenants?x=1');
      expect([host, response.statusCode]).toEqual([host, 200]);
      expect(response.body).toContain('<title>PG Portal</title>');
    }
  });

  it('leaves API calls and files alone: an API write there is still refused', async () => {
    const host = '127.0.0.1:3000';
    expect((await t.app.inject({ url: '/api/v1/health', headers: { host } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/main.1a2b3c4d.js', headers: { host } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/remotes.json', headers: { host } })).statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host, origin: 'http://127.0.0.1:3000' },
      payload: { email: 'admin@example.com' },
      remoteAddress: nextAddress(),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ success: false, code: 'CROSS_SITE', message: CROSS_SITE });
  });

  it('still answers 421 for a name the server does not answer for', async () => {
    const response = await page('evil.example:3000', '/app/dashboard');
    expect(response.statusCode).toBe(421);
    expect(response.json()).toEqual({ success: false, code: 'UNKNOWN_HOST', message: UNKNOWN_HOST });
  });

  it('is not redirected behind a proxy that does not pass the browser’s host on (no loop)', async () => {
    const response = await t.app.inject({
      url: '/app/dashboard',
      headers: { ...HTML, host: '127.0.0.1:3000', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a page asked for through a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!, {
      env: { PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: '1', ALLOWED_HOSTS: 'pg.lan' },
    });
    writeShell(t);
  });
  afterAll(() => t.close());

  const viaProxy = (forwardedHost: string) =>
    t.app.inject({
      url: '/app/tenants?x=1',
      headers: {
        ...HTML,
        host: '127.0.0.1:3000',
        'x-forwarded-host': forwardedHost,
        'x-forwarded-for': '203.0.113.9',
      },
    });

  it('follows the host the browser asked the proxy for', async () => {
    const elsewhere = await viaProxy('pg.lan');
    expect([elsewhere.statusCode, elsewhere.headers.location]).toEqual([
      302,
      'https://portal.example.com/app/tenants?x=1',
    ]);
    expect((await viaProxy('portal.example.com')).statusCode).toBe(200);
    expect((await viaProxy('portal.example.com:443')).statusCode).toBe(200);
  });
});
