// One error handler: `{ success: false, message, code, errors? }`, and no internals in a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode } from '@pgportal/contracts/error-codes';
import { MESSAGES, serverErrorMessage } from '@pgportal/contracts/messages';
import { databaseRefusal } from '../db/pg-errors';
import { HttpError, notFound, ValidationError } from '../errors';

/** Fastify's and the plugins' own errors, in words a caller can act on. */
const KNOWN: Record<string, [ErrorCode, (error: FastifyError) => string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['INVALID_JSON', () => MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['EMPTY_JSON', () => MESSAGES.emptyJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', () => MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', () => MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['CONTENT_LENGTH_MISMATCH', () => MESSAGES.contentLengthMismatch],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA_TYPE', () => MESSAGES.notMultipart],
  FST_PROTO_VIOLATION: ['FIELD_NAME_NOT_ALLOWED', () => MESSAGES.fieldNameNotAllowed],
  FST_MP_PREMATURE_CLOSE: ['UPLOAD_INCOMPLETE', () => MESSAGES.uploadIncomplete],
  FST_ERR_VALIDATION: ['VALIDATION_FAILED', (error) => error.message],
};

export const SERVER_ERROR = serverErrorMessage;

export function serverError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error, reqId: request.id }, 'Unexpected error');
  return reply.code(500).send({ success: false, message: SERVER_ERROR(request.id), code: 'INTERNAL_ERROR' });
}

/** An id that is not one (contracts' objectId): it names no object. */
const namesNoObject = (issue: { params?: Record<string, unknown> }) =>
  (issue.params?.params as { notFound?: unknown } | undefined)?.notFound === true;

/**
 * A route schema's 400 as the portal's envelope: `errors` maps each field (dotted path) to its
 * first message. When the only fault is an id that cannot name an object, the answer is the 404
 * an unknown id gets.
 */
function schemaValidationError(error: FastifyError): HttpError {
  const issues = error.validation ?? [];
  const missing = issues.find(namesNoObject);
  if (missing && issues.every(namesNoObject)) return notFound(missing.message ?? MESSAGES.requestInvalid);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (namesNoObject(issue)) continue;
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (field) errors[field] ??= issue.message ?? MESSAGES.requestInvalid;
    // The whole body is of the wrong type (a JSON string or array, say).
    else errors.body ??= MESSAGES.bodyNotObject;
  }
  return new ValidationError(errors);
}

function sendRefusal(reply: FastifyReply, error: HttpError) {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .send({
      success: false,
      message: error.message,
      code: error.code,
      ...(error.errors ? { errors: error.errors } : {}),
    });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError | HttpError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(caught) ? schemaValidationError(caught) : caught;
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return sendRefusal(reply, error);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? KNOWN[error.code] : undefined;
      // 406 from the multipart plugin is a wrong content type: 415 in this API.
      const answered = status === 406 ? 415 : status;
      return reply.code(answered).send({
        success: false,
        message: known ? known[1](error) : error.message,
        code: known ? known[0] : codeForStatus(answered),
      });
    }
    // A value the database refuses (e.g. a NUL character, a number out of range) is bad input, not a
    // crash; a unique index a service did not expect still answers its 409.
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, 'Database refused a write');
      return sendRefusal(reply, refusal);
    }
    return serverError(request, reply, error);
  });
}
