// A notice to move out (issue 24): staff read, record and withdraw a tenant's; the tenant their own.
import { API } from '@pgportal/contracts/api-paths';
import { request, requestData } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ChargeAnswer, NoticeAnswer, NoticePreviewAnswer } from '@pgportal/contracts/responses';
import type { AddChargeInput, GiveNoticeInput, RecordNoticeInput } from '@pgportal/contracts/schemas';
import { useApiMutation, useApiQuery } from '@pgportal/ui/data';

/** Every read a notice changes: the tenant's reads (notice, record, list) and the bed rows. */
const revalidates = [API.tenant.prefix, API.room.prefix];

/** GET /tenant/{tenantId}/notice: the standing notice, or null. */
export const useNotice = (tenantId: string) => useApiQuery<NoticeAnswer | null>(API.tenant.notice(tenantId));

/** GET /tenant/{tenantId}/notice/preview: what a notice with these dates would mean (issue 42). */
export const useNoticePreview = (tenantId: string, dates: RecordNoticeInput | null) =>
  useApiQuery<NoticePreviewAnswer>(dates ? API.tenant.noticePreview(tenantId) : null, dates ?? undefined, {
    toastErrors: false,
    keepPreviousData: true,
  });

/** GET /tenant/my-notice/preview: the same for the tenant's own notice, given today. */
export const fetchMyNoticePreview = (moveOutDate: string) =>
  requestData<NoticePreviewAnswer>(API.tenant.myNoticePreview, { query: { moveOutDate } });

/** POST /tenant/{tenantId}/notice. */
export const useRecordNotice = (tenantId: string) =>
  useApiMutation({
    request: (body: RecordNoticeInput) =>
      request<NoticeAnswer>(API.tenant.notice(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.noticeRecorded,
    revalidates,
  });

/** DELETE /tenant/{tenantId}/notice. */
export const useWithdrawNotice = (tenantId: string) =>
  useApiMutation({
    request: () => request<null>(API.tenant.notice(tenantId), { method: 'DELETE' }),
    successMessage: MESSAGES.noticeWithdrawn,
    revalidates,
  });

/** POST /tenant/{tenantId}/charges (the charges route): a short notice's deduction as a pending charge. */
export const useAddDeduction = (tenantId: string) =>
  useApiMutation({
    request: (body: AddChargeInput) =>
      request<ChargeAnswer>(API.tenant.charges(tenantId), { method: 'POST', body }),
    successMessage: MESSAGES.chargeAdded,
    revalidates: [API.tenant.prefix],
  });

/** GET /tenant/my-notice: the signed-in tenant's standing notice, or null. */
export const useMyNotice = () => useApiQuery<NoticeAnswer | null>(API.tenant.myNotice);

/** POST /tenant/my-notice: the notice date is today. */
export const useGiveNotice = () =>
  useApiMutation({
    request: (body: GiveNoticeInput) => request<NoticeAnswer>(API.tenant.myNotice, { method: 'POST', body }),
    successMessage: MESSAGES.noticeRecorded,
    revalidates: [API.tenant.prefix],
  });

/** DELETE /tenant/my-notice. */
export const useWithdrawMyNotice = () =>
  useApiMutation({
    request: () => request<null>(API.tenant.myNotice, { method: 'DELETE' }),
    successMessage: MESSAGES.noticeWithdrawn,
    revalidates: [API.tenant.prefix],
  });
