import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Invoice } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { PAYMENT_PATH, STATS_PATH } from './index';

export interface WaiveLateFeeInput {
  invoiceId: string;
  lineId: string;
  /** why it is waived: the tenant reads it on the invoice */
  reason: string;
}

/** POST /payment/invoice/{invoiceId}/late-fees/{lineId}/waive, body {reason}. */
export function waiveLateFee({ invoiceId, lineId, reason }: WaiveLateFeeInput) {
  return request<Invoice>(API.payment.waiveLateFee(invoiceId, lineId), { method: 'POST', body: { reason } });
}

/** 'Late fee waived': the invoice's total drops, and so does what the tenant and the property owe. */
export const useWaiveLateFee = () =>
  useApiMutation({
    request: waiveLateFee,
    successMessage: MESSAGES.lateFeeWaived,
    revalidates: [PAYMENT_PATH, STATS_PATH, API.tenant.prefix],
  });
