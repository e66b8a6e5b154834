import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { IdProofType } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { LegalDocument } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';

export interface ReplaceLegalDocumentFields {
  tenantId: string;
  documentId: string;
  type: IdProofType;
  /** empty keeps the stored number (unless the type changes) */
  number: string;
  /** a new file in place of the old one */
  legalDocFile?: File;
}

/** PUT /tenant/{id}/legal-documents/{documentId} (multipart: type, number, optional legalDocFile). */
export function replaceLegalDocument({
  tenantId,
  documentId,
  type,
  number,
  legalDocFile,
}: ReplaceLegalDocumentFields) {
  const body = new FormData();
  body.append('type', type);
  body.append('number', number);
  if (legalDocFile) body.append('legalDocFile', legalDocFile);
  return request<LegalDocument>(API.tenant.legalDocument(tenantId, documentId), { method: 'PUT', body });
}

/** The tenant (and their documents) are read again under '/tenant'. */
export const useReplaceLegalDocument = () =>
  useApiMutation({
    request: replaceLegalDocument,
    successMessage: MESSAGES.legalDocumentReplaced,
    revalidates: [API.tenant.prefix],
  });
