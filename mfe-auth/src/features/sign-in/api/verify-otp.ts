import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { TenantSummary, User } from '@pgportal/contracts/types';
import type { SignInMode } from '../sign-in-mode';

export const VERIFY_OTP_PATHS: Record<SignInMode, string> = {
  staff: API.auth.verifyOtp,
  tenant: API.tenant.verifyAuthOtp,
};

export type SignedIn = { mode: 'staff'; user: User } | { mode: 'tenant'; tenant: TenantSummary };

/**
 * Step 2 of sign-in: checks the code. The server sets the session cookie; staff get the user
 * in `data`, tenants the whole response whose `data` is the tenant (SPEC §7).
 */
export async function verifyOtp(mode: SignInMode, input: { email: string; otp: string }): Promise<SignedIn> {
  if (mode === 'staff') {
    const { data } = await request<User>(VERIFY_OTP_PATHS.staff, { method: 'POST', body: input });
    return { mode, user: data };
  }
  const response = await request<TenantSummary>(VERIFY_OTP_PATHS.tenant, { method: 'POST', body: input });
  return { mode, tenant: response.data };
}
