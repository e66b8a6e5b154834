import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { PrivacyConsentStatus } from '@pgportal/contracts/types';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** GET /tenant/{tenantId}/privacy-consent (staff): the tenant's consents to the privacy notice. */
export const usePrivacyConsent = (tenantId: string) =>
  useApiQuery<PrivacyConsentStatus>(API.tenant.privacyConsent(tenantId));

/** POST /tenant/{tenantId}/privacy-consent: staff record the paper the tenant signed. */
export const recordPaperConsent = ({ tenantId }: { tenantId: string }) =>
  request<PrivacyConsentStatus>(API.tenant.privacyConsent(tenantId), { method: 'POST', body: {} });

export const useRecordPaperConsent = () =>
  useApiMutation({
    request: recordPaperConsent,
    successMessage: MESSAGES.privacyPaperConsentRecorded,
    revalidates: [API.tenant.prefix],
  });
