import { MESSAGES } from '../messages';

export const FALLBACK_ERROR = MESSAGES.fallbackError;
export const UNKNOWN_ERROR = MESSAGES.unknownError;

/** A call that reached the server and was answered with an error (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The text a user sees for any failure: the server's message, or the spec's fallbacks. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || FALLBACK_ERROR;
  return UNKNOWN_ERROR;
}
