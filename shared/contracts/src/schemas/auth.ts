import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { INVALID_EMAIL, INVALID_OTP, REQUIRED } from './messages';

const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((value) => value.toLowerCase());

const language = z.enum(LANGUAGES, { error: 'Language: choose en (English) or hi (Hindi).' });

/** POST /auth/login and POST /tenant/login (a tenant may send the language chosen before sign-in) */
export const loginSchema = z.object({ email, language: language.optional() });
export type LoginInput = z.input<typeof loginSchema>;

/** POST /auth/verify-otp and POST /tenant/verify-auth-otp */
export const verifyOtpSchema = z.object({
  email,
  otp: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{6}$/, INVALID_OTP),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

/** POST /user/verify-email and POST /tenant/verify */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: 'Verification token is missing or invalid.' })
    .trim()
    .min(1, 'Verification token is missing or invalid.'),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

/** PUT /tenant/my-language */
export const tenantLanguageSchema = z.object({ language });
export type TenantLanguageInput = z.input<typeof tenantLanguageSchema>;
