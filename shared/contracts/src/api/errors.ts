import type { ErrorCode } from '../error-codes';
import { MESSAGES } from '../messages';

export const FALLBACK_ERROR = MESSAGES.fallbackError;
export const UNKNOWN_ERROR = MESSAGES.unknownError;

/**
 * Marks an ApiError whichever copy of this package built it. Every app and the kit bundle their
 * own copy of the contracts, so an error thrown by one bundle is not `instanceof` another's class;
 * a registered symbol (Symbol.for) is the same in every bundle of the page.
 */
export const API_ERROR_BRAND: unique symbol = Symbol.for('pgportal.ApiError');

/** A call that reached the server and was answered with an error (SPEC §8). */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** the server's stable code (ERROR_CODES); null when no answer carried one (network failure, old server) */
  readonly code: ErrorCode | null;

  constructor(status: number, message: string, errors?: Record<string, string>, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/**
 * Whether `value` is an ApiError from any bundle's copy of the contracts. Use this, never
 * `instanceof ApiError` (lint refuses it): instanceof sees only this bundle's class.
 */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<typeof API_ERROR_BRAND, unknown>> & { status?: unknown; message?: unknown };
  return candidate[API_ERROR_BRAND] === true && typeof candidate.status === 'number' && typeof candidate.message === 'string';
}

/** Whether `error` is an ApiError carrying `code`: how a caller branches on a refusal. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return isApiError(error) && error.code === code;
}

/** The text a user sees for any failure: the server's message, or the spec's fallbacks. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message || FALLBACK_ERROR;
  return UNKNOWN_ERROR;
}
