// The front ends call the API by the contracts' table of routes (@pgportal/contracts/api-paths);
// the server must serve exactly those routes, method and pattern, or a renamed route would only
// show in the browser.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { createTestApp, databases, type TestApp } from './helpers';

/** The server's prefix of every API route (app.ts), the contracts' API_BASE. */
const API_BASE = '/api/v1';

type Document = { paths: Record<string, Record<string, unknown>> };

describe('the contracts table of API routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(databases[0]!);
  });
  afterAll(() => t.close());

  it('names every route the server serves, and only those', async () => {
    const { paths } = (await t.request({ url: `${API_BASE}/docs/json` })).json<Document>();
    const served = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${path.slice(API_BASE.length).replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    // The document drops a trailing slash (the server ignores one: ignoreTrailingSlash).
    const table = Object.values(API_ROUTES).map(
      ({ method, pattern }) => `${method} ${pattern.replace(/(.)\/$/, '$1')}`,
    );
    expect([...served].sort()).toEqual([...table].sort());
  });
});
