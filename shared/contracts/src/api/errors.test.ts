import { MESSAGES } from '../messages';
import { ApiError, errorMessage, hasErrorCode, isApiError } from './errors';
import type * as Errors from './errors';

/** A second copy of this module, as another Module Federation bundle carries its own contracts. */
function anotherBundlesErrors(): typeof Errors {
  let copy: typeof Errors | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    copy = require('./errors') as typeof Errors;
  });
  if (!copy) throw new Error('could not load a second copy of ./errors');
  return copy;
}

describe('isApiError and errorMessage across bundles', () => {
  const other = anotherBundlesErrors();
  const foreign = new other.ApiError(409, MESSAGES.emailInUse, { email: MESSAGES.emailInUse }, 'EMAIL_IN_USE');

  it('loads a really separate copy (the test would prove nothing otherwise)', () => {
    expect(other.ApiError).not.toBe(ApiError);
    // What the kit did before: its own class does not recognise another bundle's error.
    expect(Object.getPrototypeOf(foreign)).not.toBe(ApiError.prototype);
  });

  it("recognises another bundle's ApiError and reads its message, status and field errors", () => {
    expect(isApiError(foreign)).toBe(true);
    expect(errorMessage(foreign)).toBe(MESSAGES.emailInUse);
    expect(other.errorMessage(new ApiError(404, MESSAGES.tenantNotFound))).toBe(MESSAGES.tenantNotFound);
    if (!isApiError(foreign)) throw new Error('unreachable');
    expect(foreign.status).toBe(409);
    expect(foreign.errors).toEqual({ email: MESSAGES.emailInUse });
  });

  it("branches on another bundle's error code, never on its message", () => {
    expect(hasErrorCode(foreign, 'EMAIL_IN_USE')).toBe(true);
    expect(hasErrorCode(foreign, 'ROOM_NUMBER_TAKEN')).toBe(false);
    expect(hasErrorCode(new Error(MESSAGES.emailInUse), 'EMAIL_IN_USE')).toBe(false);
    expect(new ApiError(0, MESSAGES.unknownError).code).toBeNull();
  });

  it('recognises any value carrying the registered brand, as an older bundle would throw', () => {
    const branded = Object.assign(new Error(MESSAGES.roomNumberTaken), {
      [Symbol.for('pgportal.ApiError')]: true,
      status: 409,
      errors: undefined,
    });
    expect(isApiError(branded)).toBe(true);
    expect(errorMessage(branded)).toBe(MESSAGES.roomNumberTaken);
  });

  it('refuses what is not an ApiError: those read as a failure that never reached the server', () => {
    for (const value of [new Error('boom'), { status: 409, message: 'x' }, null, undefined, 'Email is already in use']) {
      expect(isApiError(value)).toBe(false);
      expect(errorMessage(value)).toBe(MESSAGES.unknownError);
    }
    expect(errorMessage(new ApiError(500, ''))).toBe(MESSAGES.fallbackError);
  });
});
