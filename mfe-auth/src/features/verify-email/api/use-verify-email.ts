import { hasErrorCode, isApiError } from '@pgportal/contracts/api';
import { useEffect, useRef, useState } from 'react';
import { verifyEmail } from './verify-email';
import type { VerifyRole } from './verify-email';
import { MESSAGES } from '@pgportal/contracts/messages';

export const INVALID_TOKEN_MESSAGE = MESSAGES.invalidToken;

export type VerifyEmailState =
  | { status: 'missing' }
  | { status: 'pending' }
  | { status: 'verified' }
  | { status: 'already' }
  | { status: 'failed'; message: string };

function failureMessage(error: unknown): string {
  // Only the API's own refusal (it carries a code) has a message worth showing.
  if (isApiError(error) && error.code !== null && error.message) return error.message;
  return INVALID_TOKEN_MESSAGE;
}

/**
 * Verifies the token once when the page opens. The request is remembered per token, so
 * React's StrictMode double effect (and re-renders) never sends it twice: a token is single use.
 */
export function useVerifyEmail(role: VerifyRole, token: string): VerifyEmailState {
  const started = useRef<{ key: string; promise: Promise<VerifyEmailState> } | null>(null);
  const [settled, setSettled] = useState<{ key: string; state: VerifyEmailState } | null>(null);
  const key = `${role}:${token}`;

  useEffect(() => {
    if (!token) return;
    if (started.current?.key !== key) {
      const promise = verifyEmail(role, token).then(
        (): VerifyEmailState => ({ status: 'verified' }),
        (error: unknown): VerifyEmailState =>
          hasErrorCode(error, 'ALREADY_VERIFIED')
            ? { status: 'already' }
            : { status: 'failed', message: failureMessage(error) },
      );
      started.current = { key, promise };
    }
    let active = true;
    void started.current.promise.then((state) => {
      if (active) setSettled({ key, state });
    });
    return () => {
      active = false;
    };
  }, [key, role, token]);

  if (!token) return { status: 'missing' };
  if (settled?.key === key) return settled.state;
  return { status: 'pending' };
}
