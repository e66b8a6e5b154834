// A stranger's typed client: openapi-typescript turns the document into types, and a small
// program calling ten routes through a typed fetch compiles against them (strict). A response
// schema that stops matching what the program reads, or a field that loses its `null`, breaks the
// compilation; the `@ts-expect-error` lines fail if the types go loose (any, unknown).
// The document does not depend on the database, so this runs on the first one only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { openapiTypes } from './openapi-fixtures';
import { createTestApp, databases } from './helpers';

const CLIENT = `
import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<O> = O extends { responses: { 200: infer R } } ? Json<R> : O extends { responses: { 201: infer R } } ? Json<R> : never;
type Input<O> = (O extends { parameters: { path: infer Path } } ? { path: Path } : { path?: never }) &
  (O extends { parameters: { query?: infer Query } } ? { query?: Query } : { query?: never }) &
  (O extends { requestBody: infer Body } ? { body: Json<Body> } : { body?: never });

declare const fetch: (url: string, init: { method: string; body?: string; headers: Record<string, string> }) =>
  Promise<{ json(): Promise<unknown> }>;

async function send<Answer>(path: string, method: Method, input: unknown): Promise<Answer> {
  const { path: params = {}, query = {}, body } = input as { path?: object; query?: object; body?: unknown };
  const url = Object.entries(params).reduce((at: string, [name, value]) => at.replace('{' + name + '}', String(value)), path);
  const search = Object.entries(query).map(([name, value]) => name + '=' + encodeURIComponent(String(value))).join('&');
  const answer = await fetch(search ? url + '?' + search : url, {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await answer.json()) as Answer;
}

// One typed function per method, as openapi-fetch has (GET, POST...): only the path is generic.
const get = <P extends PathsWith<'get'>>(path: P, input: Input<Operation<P, 'get'>>) =>
  send<Success<Operation<P, 'get'>>>(path, 'get', input);
const post = <P extends PathsWith<'post'>>(path: P, input: Input<Operation<P, 'post'>>) =>
  send<Success<Operation<P, 'post'>>>(path, 'post', input);
const patch = <P extends PathsWith<'patch'>>(path: P, input: Input<Operation<P, 'patch'>>) =>
  send<Success<Operation<P, 'patch'>>>(path, 'patch', input);

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(_proof: Equal<A, B>) => undefined;

export async function tenDifferentCalls() {
  const health = await get('/api/v1/health', {});
  const uptime: number = health.data.uptime;
  // @ts-expect-error the status is 'ok', never a number
  const wrongStatus: number = health.data.status;

  const session = await get('/api/v1/auth/session', {});
  const signedIn = session.data.kind === 'staff' ? session.data.user.email : session.data.kind;
  same<typeof session.data.kind, 'staff' | 'tenant' | null>(true);

  const login = await post('/api/v1/auth/login', { body: { email: 'owner@example.com' } });
  same<typeof login.data, null>(true);
  // @ts-expect-error a sign-in needs an e-mail
  await post('/api/v1/auth/login', { body: {} });

  const tenants = await get('/api/v1/tenant', { query: { page: 1, limit: 20, search: 'Asha' } });
  const firstName: string | undefined = tenants.data[0]?.fullName;
  const total: number | undefined = tenants.pagination?.total;

  const tenant = await get('/api/v1/tenant/fetch/{id}', { path: { id: 't1' } });
  same<typeof tenant.data.profession, 'JOB' | 'STUDENT' | 'STAY' | 'TRAVELLER' | null>(true);
  same<typeof tenant.data.leavesOn, string | null>(true);

  const paid = await patch('/api/v1/payment/{billingId}/pay', {
    path: { billingId: 'b1' },
    body: { paymentMode: 'UPI', paidAt: '2026-11-01', amount: 650000, reference: '412345678901' },
  });
  same<typeof paid.data.paidAt, string | null>(true);
  const paidAmount: number = paid.data.paidAmount;
  // @ts-expect-error a cheque is not a payment mode
  await patch('/api/v1/payment/{billingId}/pay', { path: { billingId: 'b1' }, body: { paymentMode: 'CHEQUE', paidAt: '2026-11-01' } });

  const mine = await get('/api/v1/payment/my-invoices', {});
  const reversed = mine.data.flatMap((invoice) => invoice.payments.map((payment) => payment.reverses));
  same<(typeof reversed)[number], string | null>(true);

  const dues = await get('/api/v1/payment/dues', { query: { overdue: 'true' } });
  same<(typeof dues.data)[number]['upiUri'], string | null>(true);

  const stats = await get('/api/v1/stats', { query: { scope: 'current' } });
  const beds: number = stats.data.totalBeds - stats.data.occupiedBeds;

  const report = await get('/api/v1/report/monthly', { query: { month: '2026-11' } });
  const rent: number = report.data.expensesByCategory.RENT_LEASE;

  const mapping = await get('/api/v1/payment/statement-mapping', {});
  // @ts-expect-error no mapping is kept yet: null
  const dateColumn: string = mapping.data.dateColumn;

  return { uptime, wrongStatus, signedIn, firstName, total, paidAmount, beds, rent, dateColumn };
}
`;

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUnusedLocals: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  // schema.d.ts is the generated declarations: the program is checked against them, not them.
  skipLibCheck: true,
};

function compile(directory: string) {
  const program = ts.createProgram([join(directory, 'client.ts')], OPTIONS);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${message} (${diagnostic.file.fileName.split('/').pop()}:${line + 1})`;
  });
}

describe('a typed client generated from the OpenAPI document', () => {
  let directory: string;
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('compiles a program that calls ten routes, strictly typed by the document', async () => {
    const t = await createTestApp(databases[0]!);
    const document = t.app.swagger();
    await t.close();
    directory = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    const [types, typesWithoutNull] = await Promise.all([
      openapiTypes(document),
      openapiTypes(withoutNull(document as never)),
    ]);
    writeFileSync(join(directory, 'schema.d.ts'), types);
    writeFileSync(join(directory, 'client.ts'), CLIENT);
    expect(compile(directory)).toEqual([]);

    // The same program against a document where a nullable field lost its null: it no longer compiles.
    writeFileSync(join(directory, 'schema.d.ts'), typesWithoutNull);
    expect(compile(directory)).toEqual([expect.stringMatching(/Unused '@ts-expect-error' directive/)]);
  }, 180_000);
});

/** The document with the statement mapping's data no longer nullable. */
function withoutNull(document: {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}) {
  const copy = structuredClone(document);
  const answer = copy.paths['/api/v1/payment/statement-mapping']!.get!.responses['200'] as {
    content: { 'application/json': { schema: { properties: { data: { nullable?: boolean } } } } };
  };
  delete answer.content['application/json'].schema.properties.data.nullable;
  return copy;
}
