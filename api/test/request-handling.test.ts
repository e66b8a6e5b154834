// Request handling: which Host names are served, Cache-Control on API answers, and broken input
// (bad percent-encoding, malformed multipart) answered with the envelope, never a 500.
import { UNKNOWN_HOST } from '../src/plugins/hosts';
import { BAD_URL } from '../src/plugins/security';
import { MALFORMED_FORM } from '../src/http/multipart';
import { MAX_JSON_DEPTH } from '../src/http/json-depth';
import { createTestApp, databases, type TestApp } from './helpers';

describe.each(databases)('request handling on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database, {
      env: { PUBLIC_URL: 'https://portal.example.com', ALLOWED_HOSTS: 'pg.lan' },
    });
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  describe('Host', () => {
    it('answers for PUBLIC_URL, localhost and 127.0.0.1 on any port, and ALLOWED_HOSTS', async () => {
      const hosts = [
        'portal.example.com',
        'PORTAL.example.com:443',
        'localhost',
        'localhost:80',
        'localhost:3210',
        '127.0.0.1:3300',
        '127.0.0.1:3301',
        '[::1]:3000',
        'pg.lan:3000',
      ];
      for (const host of hosts) {
        const response = await t.request({ url: '/api/v1/health', headers: { host } });
        expect({ host, status: response.statusCode }).toEqual({ host, status: 200 });
      }
    });

    it('refuses any other name with 421 in the envelope (DNS rebinding)', async () => {
      const hosts = ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000'];
      for (const host of hosts) {
        for (const request of [
          { url: '/api/v1/health' },
          { url: '/api/v1/dev/outbox?to=admin@example.com' },
          { url: '/' },
          { method: 'POST' as const, url: '/api/v1/auth/login', payload: { email: 'admin@example.com' } },
        ]) {
          const response = await t.request({
            ...request,
            headers: { host, origin: 'https://portal.example.com' },
          });
          expect(response.statusCode).toBe(421);
          expect(response.json()).toEqual({ success: false, code: 'UNKNOWN_HOST', message: UNKNOWN_HOST });
        }
      }
    });

    it('refuses an unreadable Host with 400', async () => {
      const response = await t.request({ url: '/api/v1/health', headers: { host: 'a b' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    });
  });

  describe('Cache-Control', () => {
    it('is no-store on every API answer, success or error', async () => {
      const requests = [
        { url: '/api/v1/health' },
        { url: '/api/v1/user/profile', headers: { cookie: admin } },
        { url: '/api/v1/user/all-users', headers: { cookie: admin } },
        { url: '/api/v1/user/profile' },
        { url: '/api/v1/no/such/route' },
        { method: 'POST' as const, url: '/api/v1/auth/verify-otp', payload: {} },
        { url: '/api/v1/%E0%A4%A' },
      ];
      for (const request of requests) {
        const response = await t.request(request);
        expect({ url: request.url, cache: response.headers['cache-control'] }).toEqual({
          url: request.url,
          cache: 'no-store',
        });
      }
      // The front end's own caching is untouched.
      expect((await t.request({ url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    });
  });

  describe('broken input', () => {
    it('answers a URL with bad percent-encoding with the envelope', async () => {
      for (const url of ['/api/v1/%E0%A4%A', '/api/v1/user/profile/%zz', '/api/v1/auth/%']) {
        const response = await t.request({ url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, code: 'BAD_URL', message: BAD_URL });
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    const put = (headers: Record<string, string>, payload: string) =>
      t.request({
        method: 'PUT',
        url: '/api/v1/user/update-profile-details',
        headers: { cookie: admin, origin: 'https://portal.example.com', ...headers },
        payload,
      });

    it('answers a multipart body without a boundary with 400', async () => {
      const response = await put(
        { 'content-type': 'multipart/form-data' },
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'MALFORMED_FORM', message: MALFORMED_FORM });
    });

    it('answers a truncated multipart part with 400', async () => {
      const truncated = [
        '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a na',
        '--XyZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        '--XyZ\r\nContent-Disposition: form-da',
        '--XyZ\r\n',
      ];
      for (const body of truncated) {
        const response = await put({ 'content-type': 'multipart/form-data; boundary=XyZ' }, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, code: 'MALFORMED_FORM', message: MALFORMED_FORM });
      }
    });

    // 5,000 levels parse, but walking them (JSON.stringify, a validator) overflowed the stack: a 500.
    const deepList = '['.repeat(5000) + ']'.repeat(5000);
    const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const tooDeep = `The JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels of [ ] and { } are accepted.`;
    const fieldTooDeep = (field: string) =>
      `The field ${field} holds JSON nested too deeply: at most ${MAX_JSON_DEPTH} levels of [ ] and { } are accepted.`;
    const ADDRESS = '{"area":"HSR","city":"Bengaluru","pinCode":"560102"}';
    const multipart = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([name, value]) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + '--XyZ--\r\n';
    const send = (method: 'POST' | 'PUT', url: string, contentType: string, payload: string) =>
      t.request({ method, url, headers: { cookie: admin, 'content-type': contentType }, payload });

    it('answers JSON nested 5,000 levels deep in a form field with 400 naming the field', async () => {
      const forms: Array<[string, Record<string, string>, string]> = [
        ['/api/v1/property/add', { name: 'Deep PG', address: ADDRESS, amenities: deepList }, 'amenities'],
        ['/api/v1/property/add', { name: 'Deep PG', address: deepObject }, 'address'],
        ['/api/v1/tenant/add', { fullName: 'Deep', emergencyContact: deepObject }, 'emergencyContact'],
        [
          '/api/v1/room/create',
          { roomNumber: '1', floor: '1', bedCapacity: '1', amenities: deepList },
          'amenities',
        ],
      ];
      for (const [url, fields, field] of forms) {
        // As multipart, and as the same fields in a JSON body (JSON text in a string).
        for (const [type, body] of [
          ['multipart/form-data; boundary=XyZ', multipart(fields)],
          ['application/json', JSON.stringify(fields)],
        ] as const) {
          const response = await send('POST', url, type, body);
          expect([url, type, response.statusCode, response.json()]).toEqual([
            url,
            type,
            400,
            {
              success: false,
              code: 'VALIDATION_FAILED',
              message: fieldTooDeep(field),
              errors: { [field]: fieldTooDeep(field) },
            },
          ]);
        }
      }
    });

    it('answers a JSON body nested 5,000 levels deep with 400, on form routes and the others', async () => {
      const bodies: Array<[string, string]> = [
        ['/api/v1/property/add', `{"name":"Deep PG","address":${ADDRESS},"amenities":${deepList}}`],
        ['/api/v1/property/add', `{"name":"Deep PG","address":${deepObject}}`],
        ['/api/v1/tenant/add', `{"fullName":"Deep","healthInfo":${deepObject}}`],
        ['/api/v1/bed/assign-tenant', `{"tenantId":${deepList}}`],
        ['/api/v1/auth/login', `{"email":${deepObject}}`],
        ['/api/v1/auth/login', deepList],
      ];
      for (const [url, body] of bodies) {
        const response = await send('POST', url, 'application/json', body);
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          400,
          { success: false, code: 'JSON_TOO_DEEP', message: tooDeep },
        ]);
      }
    });

    it('still reads JSON as deep as the limit, and brackets inside strings do not count', async () => {
      const nested = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH);
      const atLimit = await send(
        'POST',
        '/api/v1/auth/login',
        'application/json',
        `{"email":${nested.slice(1, -1)}}`,
      );
      expect(atLimit.json().errors).toEqual({ email: 'This field is required' });
      const brackets = '['.repeat(100);
      const response = await send(
        'POST',
        '/api/v1/property/add',
        'multipart/form-data; boundary=XyZ',
        multipart({ name: 'Deep PG', address: ADDRESS, amenities: `[{"name":"${brackets}"}]` }),
      );
      expect(response.json().errors).toEqual({ 'amenities.0.name': 'Use at most 60 characters' });
    });
  });
});
