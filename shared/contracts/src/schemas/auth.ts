import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { INVALID_EMAIL, INVALID_OTP, LANGUAGE_INVALID, REQUIRED } from './messages';

const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, INVALID_EMAIL)
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((value) => value.toLowerCase());

/** POST /auth/login and POST /tenant/login */
export const loginSchema = z.object({ email });
export type LoginInput = z.input<typeof loginSchema>;

const language = z.enum(LANGUAGES, { error: LANGUAGE_INVALID });

/** PUT /tenant/my-language (issue 27) */
export const tenantLanguageSchema = z.object({ language });
export type TenantLanguageInput = z.input<typeof tenantLanguageSchema>;

/** POST /tenant/login: the language, when given, writes the code mail and becomes the tenant's preference. */
export const tenantLoginSchema = loginSchema.extend({ language: language.optional() });
export type TenantLoginInput = z.input<typeof tenantLoginSchema>;

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
