// Validation of what route schemas cannot see: form fields read from a multipart body (or the same
// fields sent as JSON), with the zod schemas of @pgportal/contracts/schemas.
import type { z } from 'zod';
import { MESSAGES } from '@pgportal/contracts/messages';
import { ValidationError } from '../errors';

/** `errors` maps each failing field (dotted path) to its first message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses a body (or query, params) with a schema; throws a 400 ValidationError naming each field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    throw new ValidationError({ body: MESSAGES.bodyNotObject });
  }
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
