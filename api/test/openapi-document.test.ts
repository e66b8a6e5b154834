// The OpenAPI document is one a stranger's tools accept: swagger-parser validates it, Redocly's
// recommended rules find no error, every operation is named and summarised, says who may call it,
// and a field that can be null says so in the way OpenAPI 3.0 reads.
import { API_ROUTES } from '@pgportal/contracts/api-paths';
import { OPERATION_SUMMARIES } from '../src/plugins/operation-summaries';
import { checkDocument, operationsOf, type OpenApiDocument } from './openapi-fixtures';
import { createTestApp, databases, type TestApp } from './helpers';

/**
 * The warnings left, each for a reason: no licence has been chosen for the project; the servers
 * entry is PUBLIC_URL, localhost in development (the only place the document is served); and the
 * route table has paths that differ only where one has a parameter (e.g. /tenant/my-notice and
 * /tenant/{tenantId}/notice), which the API has always served.
 */
const ACCEPTED_WARNINGS = ['info-license', 'no-server-example.com', 'no-ambiguous-paths'];

/** Each schema node of the document, with where it is. */
function* nodesOf(node: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [pointer, node as Record<string, unknown>];
  for (const [key, value] of Object.entries(node)) yield* nodesOf(value, `${pointer}/${key}`);
}

describe.each(databases)('the OpenAPI document on $name', (database) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let checked: Awaited<ReturnType<typeof checkDocument>>;
  beforeAll(async () => {
    t = await createTestApp(database);
    document = t.app.swagger() as unknown as OpenApiDocument;
    checked = await checkDocument(document);
  }, 90_000);
  afterAll(() => t.close());

  it('is valid OpenAPI for swagger-parser', async () => {
    expect(checked.verdict).toEqual({ valid: true });
  });

  it("breaks none of Redocly's recommended rules, and warns only where it is accepted", async () => {
    const { problems } = checked;
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
    const warned = [...new Set(problems.map((problem) => problem.ruleId))];
    expect(warned.filter((rule) => !ACCEPTED_WARNINGS.includes(rule))).toEqual([]);
  });

  it('names every operation by its API_ROUTES key, once, with a summary', () => {
    const operations = operationsOf(document);
    expect(operations).toHaveLength(Object.keys(API_ROUTES).length);
    const unnamed = operations.filter(({ operation }) => !operation.operationId || !operation.summary);
    expect(unnamed.map(({ name }) => name)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect([...ids].sort()).toEqual(Object.keys(API_ROUTES).sort());
    expect(Object.keys(OPERATION_SUMMARIES).sort()).toEqual(Object.keys(API_ROUTES).sort());
    const health = document.paths['/api/v1/health']?.get;
    expect(health).toMatchObject({ operationId: 'health', summary: OPERATION_SUMMARIES.health });
  });

  it('names its server, and no path ends in a slash (the server ignores one)', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: t.config.publicUrl })]);
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
    expect(document.paths['/api/v1/tenant']?.get?.operationId).toBe('tenants');
  });

  it('declares the session cookies, and on every operation who may call it (public ones: no one)', () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes).toEqual({
      staffSession: { type: 'apiKey', in: 'cookie', name: 'token' },
      tenantSession: { type: 'apiKey', in: 'cookie', name: 'session' },
    });
    const wrong: string[] = [];
    const publicOnes: string[] = [];
    for (const { name, operation } of operationsOf(document)) {
      const { security, description } = operation;
      if (!Array.isArray(security)) wrong.push(`${name}: no security`);
      else if (security.length === 0) {
        publicOnes.push(operation.operationId ?? name);
        if (description !== 'Public.') wrong.push(`${name}: security [] but ${description}`);
      } else if (
        security.some((requirement) => Object.keys(requirement).some((scheme) => !(scheme in schemes)))
      )
        wrong.push(`${name}: an undeclared scheme`);
    }
    expect(wrong).toEqual([]);
    expect(publicOnes).toEqual(
      expect.arrayContaining(['health', 'authLogin', 'authVerifyOtp', 'tenantLogin', 'tenantVerifyAuthOtp']),
    );
    expect(publicOnes).not.toContain('tenants');
  });

  it('says a field may be null the OpenAPI 3.0 way: nullable beside a type', () => {
    expect(document.openapi).toBe('3.0.3');
    const wrong: string[] = [];
    for (const [pointer, node] of nodesOf(document.paths)) {
      if (pointer.endsWith('/properties')) continue;
      if (node.type === 'null' || Array.isArray(node.type))
        wrong.push(`${pointer}: type ${String(node.type)}`);
      if (node.nullable === true && typeof node.type !== 'string')
        wrong.push(`${pointer}: nullable without a type`);
    }
    expect(wrong).toEqual([]);
    const data = (path: string, method: string) =>
      (document.paths[path]?.[method] as { responses: Record<string, unknown> }).responses['200'] as {
        content: { 'application/json': { schema: { properties: { data: Record<string, unknown> } } } };
      };
    const tenant = data('/api/v1/tenant/fetch/{id}', 'get').content['application/json'].schema.properties
      .data;
    expect(tenant).toMatchObject({
      properties: { profession: { type: 'string', nullable: true }, leavesOn: { nullable: true } },
    });
    const mapping = data('/api/v1/payment/statement-mapping', 'get').content['application/json'].schema
      .properties;
    expect(mapping.data).toMatchObject({ type: 'object', nullable: true });
  });
});
