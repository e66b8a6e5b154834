import { API } from '@pgportal/contracts/api-paths';
import { ApiError, isApiError, request } from '@pgportal/contracts/api';
import type { IdProofType } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { LegalDocument } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

export interface LegalDocumentFields {
  tenantId: string;
  type: IdProofType;
  number: string;
  legalDocFile?: File;
}

/** POST /tenant/{id}/legal-documents (multipart: type, number, optional legalDocFile). */
export function uploadLegalDocument({ tenantId, type, number, legalDocFile }: LegalDocumentFields) {
  const body = new FormData();
  body.append('type', type);
  body.append('number', number);
  if (legalDocFile) body.append('legalDocFile', legalDocFile);
  return request<LegalDocument>(API.tenant.legalDocuments(tenantId), {
    method: 'POST',
    body,
  }).catch((error: unknown) => {
    // SPEC §8: the server's message, else 'Failed to upload legal document.' An answer that is no
    // refusal of the API (no code: a proxy's page, a crash before the envelope) has no message.
    if (isApiError(error) && error.status !== 0 && error.code === null) {
      throw new ApiError(error.status, MESSAGES.legalDocumentUploadFailed, error.errors);
    }
    throw error;
  });
}

/** After success the tenants and the tenant are read again (SPEC §7): '/tenant' covers both. */
export const useUploadLegalDocument = () =>
  useApiMutation({
    request: uploadLegalDocument,
    successMessage: MESSAGES.legalDocumentUploaded,
    revalidates: [API.tenant.prefix],
  });
