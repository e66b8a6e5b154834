// The sign-in form's checks without zod (issue 28). The sign-in page is the first one a phone
// loads, and zod's classic build (87 KB gzip, shared whole) does not tree-shake: these are the
// rules of loginSchema and verifyOtpSchema (auth.ts), with the same messages, for the form; the
// routes keep the schemas. sign-in-rules.test.ts holds both to the same answers.
import { INVALID_EMAIL, INVALID_OTP, REQUIRED } from './messages';

// zod 4's z.email() pattern.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL = 254;

/** What the server would say of this e-mail address, or null when it takes it. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return REQUIRED;
  if (email.length > MAX_EMAIL || !EMAIL.test(email)) return INVALID_EMAIL;
  return null;
}

/** The address as the server keeps it (loginSchema's output). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** What the server would say of this sign-in code, or null when it takes it. */
export function otpProblem(value: string): string | null {
  const otp = value.trim();
  if (otp.length === 0) return REQUIRED;
  return /^\d{6}$/.test(otp) ? null : INVALID_OTP;
}
