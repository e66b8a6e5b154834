import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Tenant } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /tenant/{id}/aadhaar-qr: the QR's text; the server decodes it and checks UIDAI's signature. */
export const sendAadhaarQr = ({ tenantId, qrText }: { tenantId: string; qrText: string }) =>
  request<Tenant>(API.tenant.aadhaarQr(tenantId), { method: 'POST', body: { qrText } });

export const useSendAadhaarQr = () =>
  useApiMutation({
    request: sendAadhaarQr,
    successMessage: MESSAGES.aadhaarRecorded,
    revalidates: [API.tenant.prefix],
  });

/** POST /tenant/profile/aadhaar-qr: the signed-in tenant's own QR. */
export const sendOwnAadhaarQr = ({ qrText }: { qrText: string }) =>
  request<Tenant>(API.tenant.ownAadhaarQr, { method: 'POST', body: { qrText } });

export const useSendOwnAadhaarQr = () =>
  useApiMutation({
    request: sendOwnAadhaarQr,
    successMessage: MESSAGES.aadhaarRecorded,
    revalidates: [API.tenant.prefix],
  });
