import { API } from '@pgportal/contracts/api-paths';
import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { PAGE_SIZE, usePagedQuery } from '@pgportal/ui/data';

/** GET /notice/?page=&limit=: the current property's notices (expired ones too), pinned first. */
export const useOfficeNotices = (page: number) =>
  usePagedQuery<OfficeNoticeAnswer>(API.notice.all, { page, limit: PAGE_SIZE });
