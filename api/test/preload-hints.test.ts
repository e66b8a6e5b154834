// Preload hints (issue 28, first paint): a signed-in page's answer names, in Link headers, the
// session, /remotes.json and the files of the remotes that page needs (from each remote's built
// mf-manifest.json), so the browser fetches them at once; public and unknown pages get none, and a
// remote rebuilt alone is hinted with its new file names at once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotesOfPage } from '@pgportal/contracts/paths';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html><head><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

function write(root: string, file: string, content: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

const manifest = (routesChunk: string, css: string[] = []) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: [routesChunk], async: ['9.lazy.js'] }, css: { sync: css, async: [] } },
      },
    ],
  });

/** The targets of a Link header, in order. */
const targets = (link: unknown) =>
  typeof link === 'string' ? [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]) : [];

describe('remotesOfPage', () => {
  it('names the mounted remote, none first for the staff dashboard, and null for public and unknown pages', () => {
    expect(remotesOfPage('/tenant/billing')).toEqual(['mfe_tenants']);
    expect(remotesOfPage('/app/properties/7/')).toEqual(['mfe_properties']);
    expect(remotesOfPage('/app/dashboard')).toEqual([]);
    expect(remotesOfPage('/tenant')).toEqual(['mfe_tenants']);
    expect(remotesOfPage('/login')).toBeNull();
    expect(remotesOfPage('/tenant/login')).toBeNull();
    expect(remotesOfPage('/app/no-such-page')).toBeNull();
  });
});

describe.each(databases)('preload hints on $name', (database) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    root = t.config.staticRoot;
    write(root, 'shell/dist/index.html', INDEX);
    write(
      root,
      'mfe-tenants/dist/mf-manifest.json',
      manifest('__federation_expose_routes.11111111.js', ['routes.22222222.css']),
    );
    write(root, 'mfe-complaints/dist/mf-manifest.json', manifest('__federation_expose_routes.33333333.js'));
  });
  afterAll(() => t.close());

  it("hints the session, Billing's answers, /remotes.json and the tenant remote's manifest on Billing", async () => {
    const response = await t.request({ url: '/tenant/billing', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(targets(response.headers.link)).toEqual([
      '/api/v1/auth/session',
      '/api/v1/payment/my-invoices',
      '/api/v1/tenant/profile',
      '/api/v1/tenant/my-notice',
      '/api/v1/tenant/my-electricity',
      '/api/v1/tenant/my-exit-statement',
      '/remotes.json',
      '/mfe/mfe-tenants/mf-manifest.json',
    ]);
    expect(response.headers.link).toContain(
      '</api/v1/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect(response.headers.link).toContain(
      '</api/v1/payment/my-invoices>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect(response.headers.link).toContain(
      '</mfe/mfe-tenants/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it("hints the session alone on the staff dashboard: its heading paints first, its widgets' remotes after", async () => {
    const link = (await t.request({ url: '/app/dashboard', headers: HTML })).headers.link;
    expect(targets(link)).toEqual(['/api/v1/auth/session', '/remotes.json']);
  });

  it("hints the manifest of the remote that serves the URL, never a remote's scripts", async () => {
    const link = (await t.request({ url: '/tenant/complaints', headers: HTML })).headers.link;
    expect(targets(link)).toContain('/mfe/mfe-tenants/mf-manifest.json');
    expect(link).not.toMatch(/as=script|as=style/);
    const notices = (await t.request({ url: '/app/notices', headers: HTML })).headers.link;
    expect(targets(notices)).toContain('/mfe/mfe-complaints/mf-manifest.json');
    expect(targets(notices)).not.toContain('/mfe/mfe-tenants/mf-manifest.json');
  });

  it('hints nothing on public pages and paths no page serves', async () => {
    for (const url of ['/', '/login', '/tenant/login', '/app/no-such-page', '/nowhere']) {
      expect((await t.request({ url, headers: HTML })).headers.link).toBeUndefined();
    }
  });

  it('hints no file of a remote that is not built, only what the shell fetches itself', async () => {
    const link = (await t.request({ url: '/app/properties', headers: HTML })).headers.link;
    expect(targets(link)).toEqual(['/api/v1/auth/session', '/remotes.json']);
  });
});

describe('preload hints of a remote served from another origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!, {
      env: { REMOTE_TENANTS_URL: 'https://tenants.example.com/mfe-tenants/mf-manifest.json' },
    });
    write(t.config.staticRoot, 'shell/dist/index.html', INDEX);
    write(
      t.config.staticRoot,
      'mfe-tenants/dist/mf-manifest.json',
      manifest('__federation_expose_routes.55555555.js'),
    );
  });
  afterAll(() => t.close());

  it('names none of its files (they are not this server’s)', async () => {
    const link = (await t.request({ url: '/tenant/profile', headers: HTML })).headers.link;
    expect(targets(link)).toEqual(['/api/v1/auth/session', '/remotes.json']);
  });
});
