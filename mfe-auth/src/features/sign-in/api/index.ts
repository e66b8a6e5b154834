export { useHealth, useMailOutbox, HEALTH_PATH } from './get-health';
export type { Health } from './get-health';
export { sendOtp, SEND_OTP_PATHS } from './send-otp';
export { verifyOtp, VERIFY_OTP_PATHS } from './verify-otp';
export type { SignedIn } from './verify-otp';
