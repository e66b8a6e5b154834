import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/resend-verification-token/{id}, empty body: a new verification link. */
export function resendTenantVerification(id: string) {
  return request<null>(API.tenant.resendVerification(id), { method: 'POST' });
}

export const useResendTenantVerification = () =>
  useApiMutation({ request: resendTenantVerification, successMessage: MESSAGES.verificationEmailSent });
