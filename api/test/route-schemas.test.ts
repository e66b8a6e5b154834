// Route schemas (zod through the type provider): 400s in the portal's envelope, guards before
// validation, and the OpenAPI document generated from them.
import type { InjectOptions } from 'fastify';
import type { Mailer } from '../src/mail/mailer';
import { statsAnswerSchema } from '@pgportal/contracts/responses';
import { createTestApp, databases, type TestApp } from './helpers';

/** Routes anyone may call: sign-in, e-mail verification (the token is the credential), health. */
const PUBLIC = [
  'GET /api/v1/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/verify-otp',
  'GET /api/v1/auth/logout',
  'GET /api/v1/auth/session',
  'POST /api/v1/tenant/login',
  'POST /api/v1/tenant/verify-auth-otp',
  'POST /api/v1/tenant/verify',
  'POST /api/v1/user/verify-email',
  'GET /api/v1/dev/outbox',
  // development only and loopback only, like the outbox: the billing job's issuing as on a day
  'POST /api/v1/dev/billing-run',
  // issue 44: anyone checks a paper's QR code, and reads the keys to check it offline
  'GET /api/v1/verify/keys',
  'GET /api/v1/verify/{token}',
];

/** Routes whose success data has no schema yet (the generic envelope): shrink it, never grow it. */
const STILL_GENERIC = ['GET /api/v1/dev/outbox'];

type Operation = {
  description: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

describe.each(databases)('route schemas on $name', (database) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    admin = await t.cookieFor('staff', 'admin@example.com');
  });
  afterAll(() => t.close());

  const login = (payload?: InjectOptions['payload']) =>
    t.request({ method: 'POST', url: '/api/v1/auth/login', payload });

  it('answers a body that fails its schema with 400 naming each field', async () => {
    const invalid = await login({ email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
    expect((await login()).json().errors).toEqual({ email: 'This field is required' });
    expect((await login(['a'])).json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The request body must be a JSON object.',
      errors: { body: 'The request body must be a JSON object.' },
    });
  });

  it('answers a query that fails its schema with 400 naming the field', async () => {
    const response = await t.request({ url: '/api/v1/user/all-users?page=two', headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ page: 'page must be a whole number' });
  });

  it('answers an id that cannot name an object as the object not found (404), from the route schema', async () => {
    const cases: Array<[string, string]> = [
      ['/api/v1/tenant/fetch/not-an-id', 'Tenant not found'],
      ['/api/v1/property/123', 'Property not found'],
      ["/api/v1/room/x'--", 'Room not found'],
      ['/api/v1/payment/nope/download', 'Invoice not found'],
    ];
    for (const [url, message] of cases) {
      const response = await t.request({ url, headers: { cookie: admin } });
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        404,
        { success: false, code: 'NOT_FOUND', message },
      ]);
    }
    const documented = (await t.request({ url: '/api/v1/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string; schema: { format?: string } }> }>
      >;
    }>();
    const parameter = documented.paths['/api/v1/tenant/fetch/{id}']?.get?.parameters?.find(
      (p) => p.name === 'id',
    );
    expect(parameter?.schema.format).toBe('uuid');
  });

  it('answers an id in a body that cannot name an object as that object not found (404), from the route schema', async () => {
    const anId = '00000000-0000-4000-8000-000000000000';
    const assign = { tenantId: anId, roomId: anId, bedId: anId, rentAmount: 5000 };
    const cases: Array<[InjectOptions & { url: string }, string]> = [
      [
        { method: 'POST', url: '/api/v1/bed/assign-tenant', payload: { ...assign, bedId: 'b' } },
        'Bed not found',
      ],
      [
        { method: 'POST', url: '/api/v1/bed/assign-tenant', payload: { ...assign, tenantId: 't' } },
        'Tenant not found',
      ],
      [
        {
          method: 'POST',
          url: '/api/v1/property/assign-manager',
          payload: { propertyId: anId, managerId: 'm' },
        },
        'Manager not found',
      ],
      [
        { method: 'POST', url: `/api/v1/payment/${anId}/reverse`, payload: { paymentId: "1' or '1'='1" } },
        'Payment not found',
      ],
    ];
    for (const [request, message] of cases) {
      const response = await t.request({ ...request, headers: { cookie: admin } });
      expect([request.url, response.statusCode, response.json()]).toEqual([
        request.url,
        404,
        { success: false, code: 'NOT_FOUND', message },
      ]);
    }
  });
  it('checks who is asking before it reads the request', async () => {
    const response = await t.request({ url: '/api/v1/user/all-users?limit=0' });
    expect([response.statusCode, response.json().message]).toEqual([401, 'Unauthorized']);
  });

  it('documents every API route, who may call it and its form fields', async () => {
    const response = await t.request({ url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<Document>();
    expect(Object.keys(paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(paths['/api/v1/user/all-users']?.get).toMatchObject({
      description: 'Who may call: OWNER, SUPER_ADMIN (managers.manage).',
      security: [{ staffSession: [] }],
    });
    const addForm = paths['/api/v1/user/add']?.post?.requestBody?.content['multipart/form-data'];
    expect(addForm).toMatchObject({
      schema: { properties: { email: { type: 'string' }, avatar: { type: 'string', format: 'binary' } } },
    });
  });

  it('guards every documented route but the public ones', async () => {
    const { paths } = (await t.request({ url: '/api/v1/docs/json' })).json<Document>();
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(PUBLIC.length);
    for (const { method, path, operation } of operations) {
      const name = `${method} ${path}`;
      if (PUBLIC.includes(name)) {
        expect([name, operation.description]).toEqual([name, 'Public.']);
        continue;
      }
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.request({ method, url });
      // One session kind, or both for routes staff and tenants share (e.g. a private file).
      const kinds = operation.security?.length ?? 0;
      expect([name, response.statusCode, kinds >= 1 && kinds <= 2]).toEqual([name, 401, true]);
    }
  });

  it('declares the answers of every API route: its success, and refusals with their code', async () => {
    type Described = { content?: Record<string, { schema: Record<string, unknown> }> };
    const { paths } = (await t.request({ url: '/api/v1/docs/json' })).json<{
      paths: Record<string, Record<string, { responses?: Record<string, Described> }>>;
    }>();
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, { responses = {} }] of Object.entries(methods)) {
        const success = Object.keys(responses).find((status) => /^2/.test(status));
        const refusal = responses['4XX']?.content?.['application/json']?.schema;
        const codes = (refusal?.properties as Record<string, { enum?: string[] }> | undefined)?.code?.enum;
        if (!success || !responses['5XX'] || !codes?.includes('NOT_FOUND'))
          undeclared.push(`${method} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    const pdf = paths['/api/v1/payment/{billingId}/download']?.get?.responses?.['200']?.content;
    expect(Object.keys(pdf ?? {})).toEqual(['application/pdf']);
  });

  it('declares the data of each success, but for the routes still listed as generic', async () => {
    type Data = { type?: unknown; anyOf?: unknown };
    type Described = { content?: Record<string, { schema: { properties?: { data?: Data } } }> };
    const { paths } = (await t.request({ url: '/api/v1/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, Described> }>>;
    }>();
    const generic: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        const success = responses['200'] ?? responses['201'];
        const json = success?.content?.['application/json'];
        const binary = success?.content && !json;
        const data = json?.schema.properties?.data;
        if (!binary && data?.type === undefined && data?.anyOf === undefined)
          generic.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(generic.sort()).toEqual([...STILL_GENERIC].sort());
  });

  it('serialises a success through its schema, leaving out fields it does not declare', async () => {
    const list = await t.request({ url: '/api/v1/tenant/?page=1&limit=1', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, data: expect.any(Array), pagination: { page: 1 } });
    const session = await t.request({ url: '/api/v1/auth/session', headers: { cookie: admin } });
    expect(session.json().data).toMatchObject({ kind: 'staff', user: { email: 'admin@example.com' } });
    // What leaves the server is what the schema declares (openapi-answers.test.ts).
    const answer = { totalBeds: 2, occupiedBeds: 1, collectedAmount: 0, dueAmount: 0 };
    expect(statsAnswerSchema.parse({ ...answer, _id: 'r1', extra: 1 })).toEqual(answer);
  });

  it('serialises refusals through their schema: every one carries its code', async () => {
    const response = await t.request({ url: '/api/v1/user/all-users?page=two', headers: { cookie: admin } });
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('serves the document viewer at /api/v1/docs', async () => {
    const page = await t.request({ url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const script = await t.request({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('route schemas in production', () => {
  it('serves no API document', async () => {
    const smtp: Mailer = { kind: 'smtp', send: async () => ({ location: null }), close: () => undefined };
    const t = await createTestApp(databases[0]!, {
      env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', LOG_LEVEL: 'silent' },
      mailer: smtp,
    });
    try {
      expect((await t.request({ url: '/api/v1/docs/json' })).statusCode).toBe(404);
      expect((await t.request({ url: '/api/v1/docs' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
