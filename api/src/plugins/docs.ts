// The OpenAPI document, generated from the routes' zod schemas, and a viewer: UI at
// GET /api/v1/docs, JSON at /api/v1/docs/json. Registered only when not in production, before
// the routes (the document collects them as they are added).
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_BASE } from '@pgportal/contracts/api';
import type { Guard } from './auth';
import { operationOf, tidyDocument, withoutTrailingSlash } from './openapi-document';

export const DOCS_PREFIX = '/api/v1/docs';

function guardOf(route: RouteOptions): Guard | undefined {
  const hooks = [route.onRequest].flat();
  return hooks.find((hook): hook is Guard => typeof hook === 'function' && 'access' in hook);
}

/** Form bodies carry one zod schema per content type; the type provider's transform takes one schema. */
function formContent(body: unknown) {
  const content = (body as { content?: Record<string, { schema: z.ZodType }> } | undefined)?.content;
  if (!content) return undefined;
  const converted: Record<string, { schema: object }> = {};
  for (const [type, { schema }] of Object.entries(content)) {
    converted[type] = {
      schema: z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }),
    };
  }
  return { content: converted };
}

/** The optional header of the routes that record money (`config: { idempotent: true }`, http/idempotency.ts). */
const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'Optional; 1 to 200 printable ASCII characters, e.g. a UUID, new for each new request. A retry with the same key ' +
        'and the same request answers the first answer (with `Idempotent-Replayed: true`) and records nothing more, ' +
        'for 24 hours; the key with another request is 409 IDEMPOTENCY_KEY_REUSED, and while the first is being ' +
        'processed 409 IDEMPOTENCY_KEY_IN_PROGRESS. Only successful answers are kept.',
    },
  },
};

/**
 * Routes outside the API are left out; each API route says who may call it (a public one an empty
 * `security`), and is named by its API_ROUTES key (operationId) and summary.
 */
const documentRoute: SwaggerTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith('/api/v1/') || url.startsWith(DOCS_PREFIX)) return { schema: { hide: true }, url };
  const schema = input.schema ?? {};
  const form = formContent(schema.body);
  const transformed = jsonSchemaTransform({
    ...input,
    schema: form ? { ...schema, body: undefined } : schema,
  });
  const guard = guardOf(route);
  const method = [route.method].flat().find((verb) => verb !== 'HEAD') ?? 'GET';
  return {
    url: withoutTrailingSlash(transformed.url),
    schema: {
      ...transformed.schema,
      ...operationOf(method, url.slice(API_BASE.length)),
      ...(form ? { body: form } : {}),
      description: guard ? `Who may call: ${guard.access}.` : 'Public.',
      ...(route.config?.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
      security: guard ? guard.sessions.map((session) => ({ [`${session}Session`]: [] })) : [],
    },
  };
};

export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      servers: [{ url: app.deps.config.publicUrl, description: 'this server (PUBLIC_URL)' }],
      info: {
        title: 'PG Portal API',
        version: '1.0.0',
        description:
          'Every answer is `{ success, message, data }`; an error `{ success: false, message, code, errors? }` ' +
          'where `code` is stable (branch on it, not on the message) and `errors` maps a field to its message. Lists accept `page`, `limit` and `search` and then ' +
          'add `pagination: { page, limit, total, totalPages }`.',
      },
      components: {
        securitySchemes: {
          staffSession: { type: 'apiKey', in: 'cookie', name: 'token' },
          tenantSession: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: documentRoute,
    transformObject: (built) =>
      'openapiObject' in built ? tidyDocument(built.openapiObject) : built.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
