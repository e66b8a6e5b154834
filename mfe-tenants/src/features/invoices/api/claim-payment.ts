// 'I have paid' (issue 22): the tenant's claim of a UPI payment, and staff confirming or rejecting it.
import { API } from '@pgportal/contracts/api-paths';
import { oneKeyPerSubmit, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Invoice, PaymentClaim } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

const PAYMENT_PATH = API.payment.prefix;
const STATS_PATH = API.stats.get;
const TENANT_PATH = API.tenant.prefix;

export interface ClaimPaymentInput {
  invoiceId: string;
  /** the 12-digit UPI reference */
  utr: string;
  screenshot?: File;
}

/** POST /tenant/my-invoices/{invoiceId}/claims (multipart: utr, optional screenshot). */
export function claimPayment({ invoiceId, utr, screenshot }: ClaimPaymentInput) {
  const body = new FormData();
  body.append('utr', utr);
  if (screenshot) body.append('screenshot', screenshot);
  return request<PaymentClaim>(API.tenant.claimPayment(invoiceId), { method: 'POST', body });
}

/** 'Payment claimed, waiting for confirmation'; the tenant's invoices are read again. */
export const useClaimPayment = () =>
  useApiMutation({
    request: claimPayment,
    successMessage: MESSAGES.claimRecorded,
    revalidates: [PAYMENT_PATH],
  });

export interface DecideClaimInput {
  billingId: string;
  claimId: string;
}

/** POST /payment/{billingId}/claims/{claimId}/confirm: a UPI payment with the UTR as reference. */
export const confirmClaim = ({ billingId, claimId }: DecideClaimInput, idempotencyKey?: string) =>
  request<Invoice>(API.payment.confirmClaim(billingId, claimId), { method: 'POST', idempotencyKey });

/** One Idempotency-Key per confirmation: a retried Confirm records the payment once. */
const confirmKeys = oneKeyPerSubmit<DecideClaimInput>();

/** 'Payment confirmed'; the invoices, the tenant's money cards and the dashboard refresh. */
export const useConfirmClaim = () =>
  useApiMutation({
    request: (input: DecideClaimInput) => confirmKeys.send(input, (key) => confirmClaim(input, key)),
    successMessage: MESSAGES.claimConfirmed,
    revalidates: [PAYMENT_PATH, STATS_PATH, TENANT_PATH],
  });

/** POST /payment/{billingId}/claims/{claimId}/reject {reason}. */
export const rejectClaim = ({ billingId, claimId, reason }: DecideClaimInput & { reason: string }) =>
  request<Invoice>(API.payment.rejectClaim(billingId, claimId), { method: 'POST', body: { reason } });

export const useRejectClaim = () =>
  useApiMutation({
    request: rejectClaim,
    successMessage: MESSAGES.claimRejected,
    revalidates: [PAYMENT_PATH],
  });
