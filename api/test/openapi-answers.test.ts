// What leaves the server is what its schema declares: answers are serialised through their zod
// schema (fastify-type-provider-zod's serializerCompiler), which leaves out a field the schema does
// not name, and the answers of a seeded portal carry no such field (their schema, the OpenAPI
// document and the contracts' types name all they hold).
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API } from '@pgportal/contracts/api-paths';
import { API_BASE } from '@pgportal/contracts/api';
import {
  complaintAnswerSchema,
  envelope,
  invoiceAnswerSchema,
  propertyAnswerSchema,
  propertyDetailAnswerSchema,
  roomAnswerSchema,
  sessionAnswerSchema,
  statsAnswerSchema,
  tenantAnswerSchema,
  tenantListItemAnswerSchema,
  userListItemAnswerSchema,
} from '@pgportal/contracts/responses';
import { createTestApp, databases, type TestApp } from './helpers';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of `value` its schema does not declare (a loose object lets them through). */
function undeclared(schema: z.ZodType, value: unknown, path = 'data'): string[] {
  const def = defOf(schema);
  if (value === null || value === undefined) return [];
  if (['nullable', 'optional', 'default', 'readonly'].includes(def.type))
    return undeclared(def.innerType!, value, path);
  if (def.type === 'union') {
    const option = def.options!.find((candidate) => candidate.safeParse(value).success);
    return option ? undeclared(option, value, path) : [];
  }
  if (def.type === 'array' && Array.isArray(value))
    return value.flatMap((item, index) => undeclared(def.element!, item, `${path}[${index}]`));
  if (def.type !== 'object' || typeof value !== 'object') return [];
  const shape = def.shape!;
  return Object.entries(value).flatMap(([key, field]) =>
    key in shape ? undeclared(shape[key]!, field, `${path}.${key}`) : [`${path}.${key}`],
  );
}

describe('the serialiser of every route with a response schema', () => {
  it('leaves out what the schema does not declare, at every depth', () => {
    const schema = envelope(statsAnswerSchema);
    const serialize = serializerCompiler({ schema, method: 'GET', url: '/api/v1/stats', httpStatus: '200' });
    const stats = { totalBeds: 2, occupiedBeds: 1, collectedAmount: 0, dueAmount: 0 };
    const sent = serialize({ success: true, message: 'ok', data: { ...stats, secret: 'x' }, internal: 1 });
    expect(JSON.parse(sent)).toEqual({ success: true, message: 'ok', data: stats });
  });

  it('refuses an answer of the wrong shape rather than send it', () => {
    const serialize = serializerCompiler({
      schema: envelope(statsAnswerSchema),
      method: 'GET',
      url: '/api/v1/stats',
      httpStatus: '200',
    });
    expect(() => serialize({ success: true, message: 'ok', data: { totalBeds: 'two' } })).toThrow();
  });
});

describe.each(databases)('answers on $name', (database) => {
  let t: TestApp;
  let admin: string;
  let tenant: string;
  beforeAll(async () => {
    t = await createTestApp(database, { demoRooms: true });
    admin = await t.cookieFor('staff', 'admin@example.com');
    tenant = await t.cookieFor('tenant', 'tenant@example.com');
  });
  afterAll(() => t.close());

  const data = async (path: string, cookie: string) => {
    const response = await t.request({ url: `${API_BASE}${path}`, headers: { cookie } });
    expect([path, response.statusCode]).toEqual([path, 200]);
    return response.json<{ data: unknown }>().data;
  };

  it('carry no field their schema does not declare, for staff and for a tenant', async () => {
    const tenants = (await data(API.tenant.all, admin)) as Array<{ _id: string }>;
    const properties = (await data(API.property.all, admin)) as Array<{ _id: string }>;
    const rooms = (await data(API.room.all, admin)) as Array<{ _id: string }>;
    expect([tenants.length, properties.length, rooms.length].every((count) => count > 0)).toBe(true);
    const checks: Array<[z.ZodType, string, string]> = [
      [sessionAnswerSchema, API.auth.session, admin],
      [sessionAnswerSchema, API.auth.session, tenant],
      [tenantListItemAnswerSchema.array(), API.tenant.all, admin],
      [tenantAnswerSchema, API.tenant.fetch(tenants[0]!._id), admin],
      [tenantAnswerSchema, API.tenant.profile, tenant],
      [propertyAnswerSchema.array(), API.property.all, admin],
      [propertyDetailAnswerSchema, API.property.fetch(properties[0]!._id), admin],
      [roomAnswerSchema.array(), API.room.all, admin],
      [userListItemAnswerSchema.array(), API.user.all, admin],
      [invoiceAnswerSchema.array(), API.payment.myInvoices, tenant],
      [invoiceAnswerSchema.array(), API.tenant.invoices(tenants[0]!._id), admin],
      [complaintAnswerSchema.array(), API.complaint.all, admin],
      [statsAnswerSchema, API.stats.get, admin],
    ];
    const extra: string[] = [];
    for (const [schema, path, cookie] of checks) {
      for (const field of undeclared(schema, await data(path, cookie))) extra.push(`${path}: ${field}`);
    }
    expect(extra).toEqual([]);
  });
});
