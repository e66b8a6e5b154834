// What plugins/docs.ts adds to the generated document so that other people's tools accept it
// (swagger-parser, Redocly's recommended rules, openapi-typescript; api/test/openapi-*.test.ts):
// each operation's name and summary, paths without a trailing slash, and two shapes zod's
// OpenAPI 3.0 output leaves that 3.0 cannot read as meant.
import { API_ROUTES, type ApiRouteName } from '@pgportal/contracts/api-paths';
import { OPERATION_SUMMARIES } from './operation-summaries';

const NAME_OF_ROUTE = new Map(
  Object.entries(API_ROUTES).map(([name, { method, pattern }]) => [
    `${method} ${pattern}`,
    name as ApiRouteName,
  ]),
);

/** operationId (the route's API_ROUTES key) and summary of `method` `pattern` (under API_BASE). */
export function operationOf(method: string, pattern: string) {
  const name = NAME_OF_ROUTE.get(`${method} ${pattern}`);
  return name ? { operationId: name, summary: OPERATION_SUMMARIES[name] } : {};
}

/** The server ignores a trailing slash (ignoreTrailingSlash), so the document drops it. */
export const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

type Schema = Record<string, unknown> & {
  type?: string;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[] | boolean;
  additionalProperties?: Schema | boolean;
};

/**
 * `nullable` needs a `type` beside it in 3.0: a nullable union takes its branches' one type, or
 * else each branch says it may be null.
 */
function typeTheNullable(schema: Schema) {
  const branches = schema.anyOf ?? schema.oneOf;
  if (schema.nullable !== true || schema.type || !branches) return;
  const types = new Set(branches.map((branch) => branch.type));
  const [only] = types;
  if (types.size === 1 && only) {
    schema.type = only;
    return;
  }
  delete schema.nullable;
  for (const branch of branches) branch.nullable = true;
}

/** A record keyed by an enum (z.record(z.enum(…), …)) names each key as a property of its own. */
function nameTheRequired(schema: Schema) {
  if (!Array.isArray(schema.required)) return;
  const properties = (schema.properties ??= {});
  const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  for (const name of schema.required) properties[name] ??= structuredClone(value);
}

function tidySchemas(node: unknown) {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  typeTheNullable(schema);
  nameTheRequired(schema);
  for (const value of Object.values(schema)) tidySchemas(value);
}

/** The whole document, once built (swagger's transformObject). */
export function tidyDocument<T extends object>(document: T): T {
  const { paths, components } = document as { paths?: unknown; components?: unknown };
  tidySchemas(paths);
  tidySchemas(components);
  return document;
}
