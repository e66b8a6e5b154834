// A tenant's police verification (issue 45): the record, then filed and verified.
import { API } from '@pgportal/contracts/api-paths';
import { API_BASE, request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { PoliceVerificationAnswer } from '@pgportal/contracts/responses';
import type { PoliceFiledValues, PoliceVerifiedValues } from '@pgportal/contracts/schemas';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

export const usePoliceVerification = (tenantId: string) =>
  useApiQuery<PoliceVerificationAnswer>(API.tenant.police(tenantId));

export const useRecordPoliceFiled = (tenantId: string) =>
  useApiMutation({
    request: (body: PoliceFiledValues) =>
      request<PoliceVerificationAnswer>(API.tenant.policeFiled(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.policeFiledRecorded,
    revalidates: [API.tenant.prefix, API.waiting.prefix],
  });

export const useRecordPoliceVerified = (tenantId: string) =>
  useApiMutation({
    request: (body: PoliceVerifiedValues) =>
      request<PoliceVerificationAnswer>(API.tenant.policeVerified(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.policeVerifiedRecorded,
    revalidates: [API.tenant.prefix, API.waiting.prefix],
  });

/** The paper in the state's layout (a plain link: the session cookie goes with it). */
export const policeFormUrl = (tenantId: string) => `${API_BASE}${API.tenant.policeVerification(tenantId)}`;
