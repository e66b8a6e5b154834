import { request } from '@pgportal/contracts/api';
import { useApiMutation } from '@pgportal/ui/data';

export const VERIFICATION_SENT = 'Verification Email Sent Successfully';

/** POST /user/resend-verification-token/{id}, empty body: a new verification link. */
export function resendVerification(id: string) {
  return request<null>(`/user/resend-verification-token/${encodeURIComponent(id)}`, { method: 'POST' });
}

export const useResendVerification = () =>
  useApiMutation({ request: resendVerification, successMessage: VERIFICATION_SENT });
