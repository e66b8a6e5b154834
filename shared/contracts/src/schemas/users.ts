import { z } from 'zod';
import { STAFF_ROLES, WAITING_MAIL_CHOICES } from '../enums';
import { normalisePhone } from '../format/phone';
import { INVALID_EMAIL, REQUIRED } from './messages';

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);

/**
 * Indian mobile numbers and international ones: digits with an optional leading +, 7 to 15 digits.
 * Stored in one form: an Indian number as its 10 digits, another as + and digits.
 */
export const phoneNumber = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .regex(/^\+?[0-9 -]{7,20}$/, 'Enter a valid phone number (digits, optional +)')
  .transform(normalisePhone);

/** POST /user/add (the 'Add Manager' form). The avatar file travels beside it in the multipart body. */
export const managerCreateSchema = z.object({
  name: requiredText(100),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .pipe(z.email({ error: INVALID_EMAIL }))
    .transform((value) => value.toLowerCase()),
  phoneNumber,
  role: z.enum(STAFF_ROLES, { error: REQUIRED }),
});
export type ManagerCreateInput = z.input<typeof managerCreateSchema>;

/** PUT /user/update-profile/{id}: the e-mail cannot be changed on update. */
export const managerUpdateSchema = managerCreateSchema.omit({ email: true });
export type ManagerUpdateInput = z.input<typeof managerUpdateSchema>;

/** PUT /user/update-profile-details (the account form). Email is shown read-only and ignored. */
export const accountUpdateSchema = z.object({
  name: requiredText(100),
  phoneNumber,
  /** how they hear of a tenant's claim, notice or dispute (issue 42); left out: unchanged */
  waitingMail: z.enum(WAITING_MAIL_CHOICES, { error: 'Choose a mail for each, or one a day' }).optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
