// Paying by UPI from the tenant's phone: 'I have paid' (a claim with the UTR), staff rejecting a
// claim with a reason, and the tenant's own Profile (phone number; the photo travels as a file).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { indianMobile } from './tenants';

/** A UPI transaction reference (UTR / RRN): 12 digits; spaces and hyphens typed with it are dropped. */
export const UTR_PATTERN = /^\d{12}$/;

export const utr = z
  .string({ error: MESSAGES.utrInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(UTR_PATTERN, MESSAGES.utrInvalid));

/** POST /tenant/my-invoices/{invoiceId}/claims; the optional screenshot travels as `screenshot`. */
export const paymentClaimSchema = z.object({ utr });
export type PaymentClaimInput = z.input<typeof paymentClaimSchema>;
export type PaymentClaimValues = z.output<typeof paymentClaimSchema>;

/** POST /payment/{billingId}/claims/{claimId}/reject: the reason the tenant will read. */
export const rejectClaimSchema = z.object({
  reason: z
    .string({ error: MESSAGES.claimReasonRequired })
    .trim()
    .min(1, MESSAGES.claimReasonRequired)
    .max(200, 'Use at most 200 characters'),
});
export type RejectClaimInput = z.input<typeof rejectClaimSchema>;

/** PUT /tenant/profile: the tenant's phone number (as the staff form checks it); the photo is `profilePhoto`. */
export const ownProfileSchema = z.object({
  phoneNumber: indianMobile.optional(),
});
export type OwnProfileInput = z.input<typeof ownProfileSchema>;
export type OwnProfileValues = z.output<typeof ownProfileSchema>;
