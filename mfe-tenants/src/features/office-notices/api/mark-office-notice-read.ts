import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { useApiMutation } from '@pgportal/ui/data';

/** POST /notice/{id}/read when the tenant opens a notice: silent (no toast), idempotent. */
export const useMarkOfficeNoticeRead = () =>
  useApiMutation({
    request: (id: string) => request<null>(API.notice.read(id), { method: 'POST' }),
    successMessage: null,
    revalidates: [API.notice.my],
  });
