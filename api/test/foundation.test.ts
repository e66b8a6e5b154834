// Answer and error contract, health, security headers, request ids and CSRF.
import { createTestApp, databases, nextAddress, type TestApp } from './helpers';

describe.each(databases)('foundation on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { REMOTE_TENANTS_URL: 'http://localhost:3003/mf-manifest.json' },
      configure: (app) => {
        app.get('/api/v1/test/explode', async () => {
          throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers the health check after touching the database', async () => {
    const response = await t.request({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'OK',
      data: { status: 'ok', database: database.name, mail: 'outbox' },
    });
    expect(typeof body.data.uptime).toBe('number');
  });

  it('answers an unknown API route with a JSON 404 naming it', async () => {
    const response = await t.request({ url: '/api/v1/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /api/v1/nothing/here not found',
    });
    const post = await t.request({ method: 'POST', url: '/api/v1/nothing', payload: {} });
    expect(post.json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'Route POST /api/v1/nothing not found',
    });
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('names each invalid field with the shared schema messages', async () => {
    const empty = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {},
      remoteAddress: nextAddress(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'This field is required',
      errors: { email: 'This field is required' },
    });
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { email: 'not-an-email', otp: '12' },
      remoteAddress: nextAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      email: 'Please enter a valid email address',
      otp: 'Enter the 6-digit OTP',
    });
    const array = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: [1],
      remoteAddress: nextAddress(),
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toBe('The request body must be a JSON object.');
  });

  it('hides the internals of an unexpected error behind a request id', async () => {
    const response = await t.request({
      url: '/api/v1/test/explode',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again. (request trace-123)',
    });
    expect(response.body).not.toMatch(/hunter2|secret|app\.ts|stack/);
  });

  it('echoes a safe x-request-id and replaces an unsafe one with a UUID', async () => {
    const safe = await t.request({ url: '/api/v1/health', headers: { 'x-request-id': 'abc-123' } });
    expect(safe.headers['x-request-id']).toBe('abc-123');
    const unsafe = await t.request({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id\nwith <html>' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const none = await t.request({ url: '/api/v1/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers and a CSP that trusts the configured remote origins', async () => {
    const response = await t.request({ url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' http://localhost:3003");
    expect(csp).toContain("connect-src 'self' http://localhost:3003");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('frame-src https://www.google.com');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  describe('CSRF', () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers,
        payload: { email: 'manager@example.com' },
        remoteAddress: nextAddress(),
      });

    it('refuses a state-changing request from a foreign origin', async () => {
      const foreign: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://localhost:3000.evil.example' },
        { referer: 'https://evil.example/page' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of foreign) {
        const response = await login(headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          code: 'CROSS_SITE',
          message: 'Cross-site request refused.',
        });
      }
    });

    it('refuses a write with no Origin unless the browser says same-origin or none', async () => {
      const refused: Array<Record<string, string>> = [
        {},
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
        // A Referer alone is not enough: it can be forged by non-browser clients and dropped by browsers.
        { referer: 'http://localhost:3000/login' },
      ];
      for (const headers of refused) {
        const response = await login(headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          code: 'CROSS_SITE',
          message: 'Cross-site request refused.',
        });
      }
    });

    it('never trusts an Origin because it equals the Host (DNS rebinding)', async () => {
      const rebinding = await createTestApp(database, { env: { ALLOWED_HOSTS: 'portal.internal' } });
      try {
        const response = await rebinding.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { origin: 'http://portal.internal:8080', host: 'portal.internal:8080' },
          payload: { email: 'manager@example.com' },
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          success: false,
          code: 'CROSS_SITE',
          message: 'Cross-site request refused.',
        });
      } finally {
        await rebinding.close();
      }
    });

    it('refuses a multipart request from a foreign origin before reading it', async () => {
      const form = new FormData();
      form.set('name', 'X');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/update-profile-details',
        headers: { origin: 'https://evil.example' },
        payload: form,
      });
      expect(response.statusCode).toBe(403);
    });

    it('accepts the public origin, a remote origin, and a same-origin or user-made request without Origin', async () => {
      const allowed: Array<Record<string, string>> = [
        { origin: 'http://localhost:3000' },
        { origin: 'http://localhost:3003' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of allowed) {
        const response = await login(headers);
        expect(response.statusCode).toBe(200);
      }
    });
  });
});
