// The built front end served on the API's port: shell, remotes, /remotes.json, cache headers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };

function write(root: string, file: string, content: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

describe('front end', () => {
  let t: TestApp;
  let staticRoot: string;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!, {
      env: { REMOTE_PROPERTIES_URL: 'https://cdn.example.com/mfe-properties/mf-manifest.json' },
    });
    staticRoot = t.config.staticRoot;
    write(staticRoot, 'shell/dist/index.html', '<!doctype html><title>PG Portal</title>');
    write(staticRoot, 'shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
    write(staticRoot, 'shell/dist/favicon.svg', '<svg/>');
    write(staticRoot, 'mfe-auth/dist/mf-manifest.json', '{"name":"mfe_auth"}');
    write(staticRoot, 'mfe-auth/dist/remoteEntry.js', 'var mfe_auth;');
    write(staticRoot, 'mfe-auth/dist/static/js/async/sign-in.0123456789abcdef.js', 'export{}');
    write(staticRoot, 'mfe-auth/dist/.build-hash', '{"sources":"0"}');
    write(staticRoot, 'shell/dist/.build-hash', '{"sources":"0"}');
  });
  afterAll(() => t.close());

  it('serves the shell index at / without caching', async () => {
    const response = await t.request({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>PG Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to the shell index for client routes of a browser', async () => {
    for (const url of [
      '/login',
      '/app/tenants/view/42',
      '/tenant/login?role=tenant',
      '/verify?token=x&role=manager',
    ]) {
      const response = await t.request({ url, headers: HTML });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(response.body).toContain('<title>PG Portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('never falls back for /api, missing assets or non-HTML requests', async () => {
    const api = await t.request({ url: '/api/v1/nope', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /api/v1/nope not found',
    });
    const asset = await t.request({ url: '/missing.1a2b3c4d.js', headers: HTML });
    expect(asset.statusCode).toBe(404);
    const json = await t.request({ url: '/app/dashboard', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const post = await t.request({ method: 'POST', url: '/app/dashboard', headers: HTML });
    expect(post.statusCode).toBe(404);
  });

  it('caches content-hashed files forever and everything else revalidates', async () => {
    const hashed = await t.request({ url: '/main.1a2b3c4d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.request({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');

    const chunk = await t.request({ url: '/mfe/mfe-auth/static/js/async/sign-in.0123456789abcdef.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await t.request({ url: `/mfe/mfe-auth/${file}` });
      expect([file, response.statusCode, response.headers['cache-control']]).toEqual([file, 200, 'no-cache']);
    }
  });

  it("never serves a dist's dotfiles, such as the build's .build-hash stamp", async () => {
    expect((await t.request({ url: '/mfe/mfe-auth/.build-hash' })).statusCode).toBe(404);
    const shell = await t.request({ url: '/.build-hash' });
    expect(shell.statusCode).toBe(404);
    expect(shell.body).not.toContain('sources');
  });

  it('lets another origin load the remotes', async () => {
    const response = await t.request({ url: '/mfe/mfe-auth/remoteEntry.js' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await t.request({ url: '/mfe/mfe-auth/nope.js' })).statusCode).toBe(404);
  });

  it('says which remote is not built', async () => {
    const response = await t.request({ url: '/mfe/mfe-tenants/mf-manifest.json' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'FRONT_END_NOT_BUILT',
      message: 'The mfe-tenants front end is not built. Run: npm run build -w @pgportal/mfe-tenants',
    });
  });

  it('serves /remotes.json from the environment, same origin by default, never cached', async () => {
    const response = await t.request({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      'mfe-auth': '/mfe/mfe-auth/mf-manifest.json',
      'mfe-properties': 'https://cdn.example.com/mfe-properties/mf-manifest.json',
      'mfe-tenants': '/mfe/mfe-tenants/mf-manifest.json',
      'mfe-complaints': '/mfe/mfe-complaints/mf-manifest.json',
    });
    expect(String(response.headers['content-security-policy'])).toContain(
      "script-src 'self' https://cdn.example.com",
    );
  });
});

describe('front end not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!);
  });
  afterAll(() => t.close());

  it('answers client routes with 503 and a clear message, while the API works', async () => {
    const response = await t.request({ url: '/app/dashboard', headers: HTML });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The portal front end is not built yet. Run npm start (it builds what is missing) or npm run build.',
    );
    expect((await t.request({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
