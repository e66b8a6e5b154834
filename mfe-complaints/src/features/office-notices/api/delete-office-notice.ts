import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import { useApiMutation } from '@pgportal/ui/data';

/** DELETE /notice/delete/{id}: tenants stop seeing it at once. */
export const useDeleteOfficeNotice = () =>
  useApiMutation({
    request: (id: string) => request<null>(API.notice.delete(id), { method: 'DELETE' }),
    successMessage: MESSAGES.officeNoticeDeleted,
    revalidates: [API.notice.prefix],
  });
