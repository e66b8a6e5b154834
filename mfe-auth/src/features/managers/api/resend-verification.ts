import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { useApiMutation } from '@pgportal/ui/data';
import { MESSAGES } from '@pgportal/contracts/messages';

export const VERIFICATION_SENT = MESSAGES.verificationEmailSent;

/** POST /user/resend-verification-token/{id}, empty body: a new verification link. */
export function resendVerification(id: string) {
  return request<null>(API.user.resendVerification(id), { method: 'POST' });
}

export const useResendVerification = () =>
  useApiMutation({ request: resendVerification, successMessage: VERIFICATION_SENT });
