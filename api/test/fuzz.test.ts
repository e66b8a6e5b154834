// Fuzz: malformed bodies and header sets, each sent to every write route as a signed-in Super
// Admin. No answer may be a 5xx, and every answer is the API's JSON envelope. `npm test` sends 50
// per route; `npm run fuzz` (FUZZ_RUNS=1000) sends the full 1,000.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, databases, type TestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
type WriteMethod = (typeof WRITE_METHODS)[number];

/** Every route with a write method, read from Fastify's route tree. */
function writeRoutes(tree: string): Array<{ method: WriteMethod; url: string }> {
  const stack: string[] = [];
  const routes: Array<{ method: WriteMethod; url: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if ((WRITE_METHODS as readonly string[]).includes(method))
        routes.push({ method: method as WriteMethod, url: path });
    }
  }
  return routes;
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
});
const anyText = fc.string({ unit: 'binary', maxLength: 300 });

/** A multipart body that is broken in one of many ways: cut short, wrong boundary, bad headers. */
const multipart = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,40}$/),
    declared: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{0,40}$/), { nil: undefined }),
    parts: fc.array(
      fc.record({
        name: fc.oneof(
          fc.constantFrom('name', 'email', 'phoneNumber', 'role', 'avatar', '__proto__'),
          printable,
        ),
        filename: fc.option(printable, { nil: undefined }),
        type: fc.option(fc.oneof(fc.constantFrom('image/png', 'application/pdf'), printable), {
          nil: undefined,
        }),
        value: fc.oneof(
          anyText,
          fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        ),
        headerNoise: fc.option(printable, { nil: undefined }),
      }),
      { maxLength: 4 },
    ),
    closed: fc.boolean(),
    cut: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ boundary, declared, parts, closed, cut }) => {
    let body = '';
    for (const part of parts) {
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
      if (part.filename !== undefined) body += `; filename="${part.filename}"`;
      body += '\r\n';
      if (part.type !== undefined) body += `Content-Type: ${part.type}\r\n`;
      if (part.headerNoise !== undefined) body += `${part.headerNoise}\r\n`;
      body += `\r\n${part.value}\r\n`;
    }
    if (closed) body += `--${boundary}--\r\n`;
    if (cut !== undefined && body.length > 0) body = body.slice(0, cut % body.length);
    const contentType =
      declared === undefined
        ? `multipart/form-data; boundary=${boundary}`
        : `multipart/form-data; boundary=${declared}`;
    return { contentType: contentType, body: Buffer.from(body, 'latin1') };
  });

const jsonish = fc
  .oneof(
    fc.json(),
    fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"email": ',
      '[]',
      'null',
      '"text"',
      '{"email":"a@b.c","otp":"\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}',
      '{"name":"\\u0000","phoneNumber":99999999999999999999999,"role":{"$ne":1}}',
    ),
    fc.json().chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
  )
  .chain((body) =>
    fc
      .constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/JSON',
        'application/json; charset=latin1',
      )
      .map((contentType) => ({ contentType: contentType, body: Buffer.from(body) })),
  );

const noise = fc.record({
  contentType: fc.option(
    fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/mixed; boundary=x',
        'application/octet-stream',
        '*/*',
        ';',
      ),
      printable,
    ),
    { nil: undefined },
  ),
  body: fc.oneof(
    anyText.map((text) => Buffer.from(text)),
    fc.uint8Array({ maxLength: 1024 }).map((b) => Buffer.from(b)),
  ),
});

const headers = fc.record(
  {
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant('http://localhost:3000') },
      { weight: 1, arbitrary: printable },
      { weight: 1, arbitrary: fc.constant('null') },
    ),
    'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site', 'bogus'),
    referer: printable,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
    'x-request-id': printable,
    'x-forwarded-for': printable,
    'content-encoding': fc.constantFrom('gzip', 'deflate', 'identity', 'nonsense'),
    cookie: printable,
  },
  { requiredKeys: ['origin'] },
);

const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    'not-a-uuid',
    '0',
    '%00',
    '..%2F..%2Fetc',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '%E0%A4%A',
    '%zz',
  ),
  printable.map((text) => encodeURIComponent(text)),
);

const input = fc.record({
  payload: fc.oneof(multipart, jsonish, noise),
  headers,
  param: pathParam,
  query: fc.option(
    printable.map((text) => `?${encodeURIComponent(text)}=${text.replace(/[#\s]/g, '')}`),
    {
      nil: undefined,
    },
  ),
});

function assertEnvelope(response: LightMyRequestResponse, where: string) {
  if (response.statusCode >= 500)
    throw new Error(`${where} answered ${response.statusCode}: ${response.body}`);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(
      `${where} answered ${response.statusCode} with a body that is not JSON: ${response.body}`,
    );
  }
  const envelope = body as { success?: unknown; message?: unknown; data?: unknown };
  const ok =
    typeof envelope === 'object' &&
    envelope !== null &&
    typeof envelope.success === 'boolean' &&
    typeof envelope.message === 'string' &&
    (envelope.success === false || 'data' in envelope);
  if (!ok) throw new Error(`${where} answered ${response.statusCode} outside the envelope: ${response.body}`);
  if (response.headers['cache-control'] !== 'no-store') throw new Error(`${where} answered without no-store`);
}

describe.each(databases)('fuzzing the write routes on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  it('finds the write routes', () => {
    const routes = writeRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/verify-otp',
        'POST /api/v1/tenant/verify-auth-otp',
        'POST /api/v1/user/add',
        'PUT /api/v1/user/update-profile-details',
        'DELETE /api/v1/user/delete/:id',
      ]),
    );
  });

  it(`answers ${RUNS} malformed bodies and headers on every write route with no 5xx and only envelopes`, async () => {
    const routes = writeRoutes(t.app.printRoutes({ commonPrefix: false }));
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(input, async ({ payload, headers: extra, param, query }) => {
        for (const route of routes) {
          const url = route.url.replace(/:[A-Za-z]+/g, param) + (query ?? '');
          const { cookie: noiseCookie, ...rest } = extra;
          const response = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...rest,
              cookie: `${admin}; ${noiseCookie ?? ''}`,
              ...(payload.contentType === undefined ? {} : { 'content-type': payload.contentType }),
            },
            payload: payload.body,
            remoteAddress: `10.200.${requests % 250}.${(requests >> 8) % 250}`,
          });
          requests += 1;
          assertEnvelope(response, `${route.method} ${url}`);
        }
      }),
      { numRuns: RUNS },
    );
    expect(requests).toBe(RUNS * routes.length);
  }, 600_000);
});
