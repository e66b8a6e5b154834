// Response schemas on every API route: each answer is declared (the OpenAPI document describes
// it) and serialised through its zod schema (fastify-type-provider-zod's serializerCompiler), so a
// refusal without its code, or an answer of the wrong shape, cannot leave the server.
// A route declares its success with `response: okResponse(dataSchema)` (or a binary content type,
// binaryResponse); the refusals every route may answer are added here, to each API route.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { envelope, errorEnvelopeSchema } from '@pgportal/contracts/responses';

/** What any route may refuse with: 4xx (input, session, scope, limits) and 5xx, one envelope. */
export const REFUSALS = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/** `{ 200: { success, message, data } }` (201 for a route that answers 201). */
export const okResponse = <T extends z.ZodType>(data: T, status: 200 | 201 = 200) => ({
  [status]: envelope(data),
});

/** A file sent as bytes (no JSON): the document names its content type. */
export const binaryResponse = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
});

const isApiRoute = (url: string) => url.startsWith('/api/v1/') && !url.startsWith('/api/v1/docs');

/** A success whose data has no schema of its own yet: the envelope is still declared and enforced. */
const ANY_SUCCESS = {
  '2xx': envelope(z.unknown().describe('see the route: its data shape is not declared yet')),
};

/**
 * Adds the refusals to every API route's declared responses, and the envelope of a success to a
 * route that declares none (registered before the routes).
 */
export function registerResponseSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiRoute(route.url)) return;
    const schema = route.schema ?? {};
    const declared = schema.response as object | undefined;
    route.schema = { ...schema, response: { ...REFUSALS, ...(declared ?? ANY_SUCCESS) } };
  });
}
