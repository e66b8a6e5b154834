// One error handler: `{ success: false, message, errors? }`, and no internals in a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** Fastify's and the plugins' own errors, in words a caller can act on. */
const KNOWN: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    'The request body is empty. Send a JSON object, or no Content-Type header.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported content type. Send JSON or multipart/form-data.',
  FST_ERR_CTP_BODY_TOO_LARGE: () => 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'The Content-Length header does not match the body.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => 'The request is not multipart/form-data.',
  FST_PROTO_VIOLATION: () => 'A form field name is not allowed.',
  FST_MP_PREMATURE_CLOSE: () => 'The upload ended before it was complete.',
  FST_ERR_VALIDATION: (error) => error.message,
};

export const SERVER_ERROR = (requestId: string) =>
  `Something went wrong on our side. Please try again. (request ${requestId})`;

export function serverError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error, reqId: request.id }, 'Unexpected error');
  return reply.code(500).send({ success: false, message: SERVER_ERROR(request.id) });
}

/** The SQLSTATE of a database error, looking through the errors drizzle wraps around it. */
function sqlState(error: unknown): string | null {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const describe = error.code ? KNOWN[error.code] : undefined;
      // 406 from the multipart plugin is a wrong content type: 415 in this API.
      const code = status === 406 ? 415 : status;
      return reply.code(code).send({ success: false, message: describe ? describe(error) : error.message });
    }
    // A value the database refuses (e.g. a NUL character, a number out of range) is bad input, not a crash.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn({ err: error }, 'Database refused a value');
      return reply
        .code(400)
        .send({ success: false, message: 'The request contains a value that cannot be stored.' });
    }
    return serverError(request, reply, error);
  });
}
