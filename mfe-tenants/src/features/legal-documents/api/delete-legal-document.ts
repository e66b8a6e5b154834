import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

/** DELETE /tenant/{id}/legal-documents/{documentId}: the document and its file go. */
export const deleteLegalDocument = ({ tenantId, documentId }: { tenantId: string; documentId: string }) =>
  request<null>(API.tenant.legalDocument(tenantId, documentId), { method: 'DELETE' });

export const useDeleteLegalDocument = () =>
  useApiMutation({
    request: deleteLegalDocument,
    successMessage: MESSAGES.legalDocumentDeleted,
    revalidates: [API.tenant.prefix],
  });
