// Typed errors: services throw them, the error handler turns them into `{ success: false, message, errors? }`.
import { MESSAGES } from '@pgportal/contracts/messages';

export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  /** extra response headers, e.g. Retry-After */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export const UNAUTHORIZED = MESSAGES.unauthorized;
export const FORBIDDEN = MESSAGES.forbidden;

export class ValidationError extends HttpError {
  override name = 'ValidationError';
  constructor(errors: Record<string, string>) {
    super(400, Object.values(errors)[0] ?? MESSAGES.requestInvalid, { errors });
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
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { headers: { 'retry-after': String(retryAfterSeconds) } });
