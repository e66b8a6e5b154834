import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { chosenLanguage } from '@pgportal/runtime/language';
import type { SignInMode } from '../sign-in-mode';

export const SEND_OTP_PATHS: Record<SignInMode, string> = {
  staff: API.auth.login,
  tenant: API.tenant.login,
};

/** Step 1 of sign-in: asks the server to e-mail a 6-digit code. Throws ApiError on failure. */
export async function sendOtp(mode: SignInMode, email: string): Promise<void> {
  // A tenant's code mail is written in the language chosen in this browser, which becomes their
  // preference (issue 27); with no choice made here, the language stored on the server stays.
  const language = mode === 'tenant' ? chosenLanguage() : undefined;
  const body = language ? { email, language } : { email };
  await request<unknown>(SEND_OTP_PATHS[mode], { method: 'POST', body });
}
