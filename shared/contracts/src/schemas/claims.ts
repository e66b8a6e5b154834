// Paying by UPI from the tenant's phone: 'I have paid' (a claim with the UTR), staff rejecting a
// claim with a reason, and the tenant's own Profile (phone number; the photo travels as a file).
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { money } from './money';
import { indianMobile } from './tenants';

/** A UPI transaction reference (UTR / RRN): 12 digits; spaces and hyphens typed with it are dropped. */
export const UTR_PATTERN = /^\d{12}$/;

export const utr = z
  .string({ error: MESSAGES.utrInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(UTR_PATTERN, MESSAGES.utrInvalid));

/** What the tenant paid: what is outstanding when left out, less for a part. */
const amountPaid = money('Amount').optional();

/**
 * POST /tenant/my-invoices/{invoiceId}/claims; the optional screenshot travels as `screenshot`.
 * `amount`: what was paid, at most what is outstanding (left out: all of it).
 */
export const paymentClaimSchema = z.object({ utr, amount: amountPaid });
export type PaymentClaimInput = z.input<typeof paymentClaimSchema>;
export type PaymentClaimValues = z.output<typeof paymentClaimSchema>;

/** The most invoices one 'I have paid' covers. */
export const MAX_CLAIMED_INVOICES = 24;

/** A list of ids as a form sends it: a JSON array, or ids separated by commas. */
function idsFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text ? text.split(',').map((id) => id.trim()) : [];
}

/**
 * POST /tenant/my-claims: one transfer (one UTR) for several of the tenant's invoices. `amount`
 * (left out: everything outstanding on them) is allotted to the oldest first.
 */
export const claimSeveralSchema = z.object({
  utr,
  invoiceIds: z.preprocess(
    idsFromText,
    z
      .array(z.string(), { error: MESSAGES.claimInvoicesRequired })
      .min(1, MESSAGES.claimInvoicesRequired)
      .max(MAX_CLAIMED_INVOICES, MESSAGES.claimTooManyInvoices),
  ),
  amount: amountPaid,
});
export type ClaimSeveralInput = z.input<typeof claimSeveralSchema>;
export type ClaimSeveralValues = z.output<typeof claimSeveralSchema>;

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
