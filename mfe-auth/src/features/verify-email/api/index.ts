export { INVALID_TOKEN_MESSAGE, useVerifyEmail } from './use-verify-email';
export type { VerifyEmailState } from './use-verify-email';
export { VERIFY_EMAIL_PATHS, verifyEmail, verifyRoleOf } from './verify-email';
export type { VerifyRole } from './verify-email';
