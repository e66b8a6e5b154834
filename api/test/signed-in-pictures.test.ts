// Signed-in pages drawn on the server (issue 43): the staff dashboard, the Tenants list and the
// tenant's home and Billing go out with a picture of the page, drawn by the front ends' picture
// modules with the answers the API gives the visitor who asked (their cookie, so their data and
// no one else's), in the kept screen's form. Anyone else, or any failure, gets the plain page.
// The modules here are small stand-ins written as the builds write theirs (dist/prerender/
// picture.cjs, @pgportal/contracts/prerender); the real ones are drawn in e2e.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANT_PAGE_HEADER } from '@pgportal/contracts/page-snapshot';
import { PICTURED_HEADER, REMOTE_PAGE_SLOT, remoteWidgetSlot } from '@pgportal/contracts/prerender';
import { addProperty, addTenant } from './fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const INDEX =
  '<!doctype html><html lang="en"><head><title>PG Portal</title><link rel="manifest" href="/manifest.webmanifest">' +
  '<script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

function write(root: string, file: string, content: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), content);
}

/** The shell's stand-in: who is signed in, and the slot of the page or the dashboard's widgets. */
const SHELL = `
exports.picture = async ({ path, session }) => {
  const who = session.kind === 'staff' ? session.user.email : session.tenant.email;
  if (path.startsWith('/tenant/dashboard')) throw new Error('this frame cannot be drawn');
  if (path.includes('search=never')) return new Promise(() => undefined);
  const main = path.startsWith('/app/dashboard')
    ? '<h1>Dashboard</h1>' + ${JSON.stringify(remoteWidgetSlot('mfe_tenants', 'statsCards'))}
      + '|' + ${JSON.stringify(remoteWidgetSlot('mfe_complaints', 'allComplaints'))}
    : ${JSON.stringify(REMOTE_PAGE_SLOT)};
  return { html: '<nav>' + who + '</nav><main>' + main + '</main>', keys: [] };
};`;

/**
 * mfe-tenants' stand-in. Billing asks for the profile, and once it has it, for the invoices (a
 * second draw); the Tenants list asks for the page of its URL; the stats widget for the stats.
 */
const TENANTS = (version: string) => `
exports.picture = async ({ path, data, widget }) => {
  if (widget === 'statsCards') {
    const stats = data['/stats/'];
    return { html: stats ? '<p>' + stats.totalBeds + ' beds</p>' : '<p>stats loading</p>', keys: ['/stats/'] };
  }
  if (widget) return { html: '', keys: [] };
  if (path.startsWith('/tenant/billing')) {
    const profile = data['/tenant/profile'];
    if (!profile) return { html: 'profile loading', keys: ['/tenant/profile'] };
    const invoices = data['/payment/my-invoices'];
    return {
      html: '<h1>${version} ' + profile.email + '</h1>' + (invoices ? '<p>' + invoices.length + ' invoices</p>' : 'invoices loading'),
      keys: ['/tenant/profile', '/payment/my-invoices'],
    };
  }
  const page = new URL(path, 'http://portal').searchParams.get('page') || '1';
  const key = '/tenant?limit=20&page=' + page;
  const list = data[key];
  return { html: list ? '<p>page ' + list.pagination.page + ' of ' + list.pagination.total + ' tenants</p>' : 'list loading', keys: [key] };
};`;

/** The root element and the picture's shadow root of a page, or null when it has no picture. */
const pictureOf = (html: string) =>
  /<template shadowrootmode="closed">(.*)<\/template>/.exec(html)?.[1] ?? null;

describe.each(databases)('signed-in pictures on $name', (database) => {
  let t: TestApp;
  let root: string;
  let tenantId: string;
  let tenant: string;
  let otherTenant: string;
  let admin: string;
  // Warnings and errors the server logs: none, but for the page that cannot be drawn.
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (chunk) => logged.push(...chunk.split('\n').filter(Boolean)) },
    });
    root = t.config.staticRoot;
    write(root, 'shell/dist/index.html', INDEX);
    write(root, 'shell/dist/prerender/picture.cjs', SHELL);
    write(root, 'shell/dist/prerender/picture.css', '.portal{color:red}');
    write(root, 'mfe-tenants/dist/prerender/picture.cjs', TENANTS('v1'));
    write(root, 'mfe-tenants/dist/prerender/picture.css', '.card{color:blue}');
    const propertyId = await addProperty(t.database.db, 'Picture PG');
    tenantId = await addTenant(t.database.db, 'pictured@example.com', propertyId);
    await addTenant(t.database.db, 'someone-else@example.com', propertyId);
    tenant = await t.cookieFor('tenant', 'pictured@example.com');
    otherTenant = await t.cookieFor('tenant', 'someone-else@example.com');
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logged.length = 0;
  });

  afterEach(() => {
    // e.g. an answer sent twice
    expect(logged).toEqual([]);
  });

  const open = (url: string, cookie?: string) =>
    t.request({ url, headers: { ...HTML, ...(cookie ? { cookie } : {}) } });

  it("sends the tenant's Billing drawn with their own answers, in the kept screen's form", async () => {
    const response = await open('/tenant/billing', tenant);
    expect(response.statusCode).toBe(200);
    expect(response.headers[PICTURED_HEADER]).toBe('1');
    expect(response.headers[TENANT_PAGE_HEADER]).toBe(tenantId);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toContain('cookie');
    // Painted from the page alone: no preload hints, the manifest and the entry after the paint.
    expect(response.headers.link).toBeUndefined();
    expect(response.body).toContain('<html data-snapshot lang="en">');
    expect(response.body).toContain('<link data-rel="manifest"');
    expect(response.body).toContain('data-start="after-paint" data-src="/main.1a2b3c4d.js"');
    expect(response.body).toContain('<style>.portal{color:red}</style></head>');
    expect(pictureOf(response.body)).toBe(
      '<style>.portal{color:red}.card{color:blue}</style><div id="root">' +
        '<nav>pictured@example.com</nav><main><h1>v1 pictured@example.com</h1><p>0 invoices</p></main></div>',
    );
  });

  it("draws each visitor their own page, never another's", async () => {
    const response = await open('/tenant/billing', otherTenant);
    expect(pictureOf(response.body)).toContain('<h1>v1 someone-else@example.com</h1>');
    expect(response.body).not.toContain('pictured@example.com');
  });

  it("draws the Tenants list at the URL's page with the list's whole answer, and the dashboard's widgets in their places", async () => {
    const list = pictureOf((await open('/app/tenants?page=2', admin)).body);
    expect(list).toMatch(/<main><p>page 2 of \d+ tenants<\/p><\/main>/);
    const dashboard = pictureOf((await open('/app/dashboard', admin)).body);
    // mfe-complaints has no picture module here: its widget's place stays empty.
    expect(dashboard).toMatch(
      /<nav>admin@example.com<\/nav><main><h1>Dashboard<\/h1><p>\d+ beds<\/p>\|<\/main>/,
    );
  });

  it('sends the plain page to anyone the page is not for, and for pages drawn by the browser', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['/tenant/billing', undefined],
      ['/tenant/billing', admin],
      ['/app/dashboard', tenant],
      ['/app/tenants', undefined],
      ['/app/properties', admin],
      ['/tenant/complaints', tenant],
    ];
    for (const [url, cookie] of cases) {
      const response = await open(url, cookie);
      expect([url, response.statusCode, response.headers[PICTURED_HEADER], pictureOf(response.body)]).toEqual(
        [url, 200, undefined, null],
      );
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('sends the plain page when a part cannot be drawn', async () => {
    const response = await open('/tenant/dashboard', tenant);
    expect(response.statusCode).toBe(200);
    expect(response.headers[PICTURED_HEADER]).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div></body>');
    expect(logged).toEqual([expect.stringContaining('the signed-in page was not drawn on the server')]);
    logged.length = 0;
  });

  it('never sends a picture module or a pre-rendered page as a file', async () => {
    for (const url of [
      '/prerender/picture.cjs',
      '/prerender/picture.css',
      '/mfe/mfe-tenants/prerender/picture.cjs',
      '/mfe/mfe-tenants/prerender/picture.css',
    ])
      expect([url, (await t.request({ url })).statusCode]).toEqual([url, 404]);
  });

  it('sends the plain page when the drawing takes too long: a slow part never holds the page', async () => {
    const response = await open('/app/tenants?search=never', admin);
    expect([response.statusCode, response.headers[PICTURED_HEADER]]).toEqual([200, undefined]);
    expect(response.body).toContain('<div id="root"></div></body>');
  });

  it('draws with a redeployed remote at once, without a restart', async () => {
    write(root, 'mfe-tenants/dist/prerender/picture.cjs', `${TENANTS('v2')}\n// rebuilt`);
    const response = await open('/tenant/billing', tenant);
    expect(pictureOf(response.body)).toContain('<h1>v2 pictured@example.com</h1>');
    write(root, 'mfe-tenants/dist/prerender/picture.cjs', TENANTS('v1'));
  });
});
