// Typed errors: services throw them, the error handler turns them into
// `{ success: false, message, code, errors? }`. The code comes from the contracts (error-codes.ts):
// a catalogue message carries its own, any other refusal its status's unless the thrower names one.
import { codeOfRefusal, type ErrorCode } from '@pgportal/contracts/error-codes';
import { MESSAGES } from '@pgportal/contracts/messages';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** extra response headers, e.g. Retry-After */
  readonly headers: Record<string, string>;
  /** what a caller branches on (never the message) */
  readonly code: ErrorCode;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string>; code?: ErrorCode } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.code = options.code ?? codeOfRefusal(statusCode, message);
  }
}

export const UNAUTHORIZED = MESSAGES.unauthorized;
export const FORBIDDEN = MESSAGES.forbidden;

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(errors: Record<string, string>) {
    super(400, Object.values(errors)[0] ?? MESSAGES.requestInvalid, { errors, code: 'VALIDATION_FAILED' });
  }
}

/**
 * `errors` names the form fields a refusal concerns (the request schema's field names), so the
 * form marks them: a refusal about one field carries that field, e.g. `{ email: message }`.
 */
export type FieldErrors = Record<string, string>;

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, { errors });
export const unauthorized = () => new HttpError(401, UNAUTHORIZED);
export const forbidden = (message: string = FORBIDDEN) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, { errors });
export const payloadTooLarge = (message: string, code: ErrorCode = 'PAYLOAD_TOO_LARGE') =>
  new HttpError(413, message, { code });
/** a file whose bytes are not of an accepted type */
export const unsupportedFileType = (message: string) => new HttpError(415, message, { code: 'UNSUPPORTED_FILE_TYPE' });
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') =>
  new HttpError(429, message, { code, headers: { 'retry-after': String(retryAfterSeconds) } });
