import { api } from '@pgportal/contracts/api';

export const VERIFICATION_SENT = 'Verification Email Sent Successfully';

/** POST /user/resend-verification-token/{id}, empty body: a new verification link. */
export function resendVerification(id: string): Promise<unknown> {
  return api.post<unknown>(`/user/resend-verification-token/${encodeURIComponent(id)}`);
}
