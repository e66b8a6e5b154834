import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';

export type VerifyRole = 'manager' | 'tenant';

/** The link's role parameter: 'manager', otherwise tenant (SPEC §2). */
export function verifyRoleOf(role: string | null): VerifyRole {
  return role === 'manager' ? 'manager' : 'tenant';
}

export const VERIFY_EMAIL_PATHS: Record<VerifyRole, string> = {
  manager: API.user.verifyEmail,
  tenant: API.tenant.verify,
};

/** Confirms the e-mail address with the token from the link. Throws ApiError on failure. */
export async function verifyEmail(role: VerifyRole, token: string): Promise<void> {
  await request<unknown>(VERIFY_EMAIL_PATHS[role], { method: 'POST', body: { token } });
}
