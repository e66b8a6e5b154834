import { API } from '@pgportal/contracts/api-paths';
import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { useApiQuery } from '@pgportal/ui/data';

/** GET /notice/my: the live notices of the tenant's property, pinned first then newest, with `read`. */
export const useMyOfficeNotices = () => useApiQuery<MyOfficeNoticeAnswer[]>(API.notice.my);
