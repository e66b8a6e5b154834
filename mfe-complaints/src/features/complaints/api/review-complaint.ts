import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import type { ComplaintStatus } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Complaint } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { COMPLAINTS_PATH } from './get-complaints';

/**
 * PUT /complaint/review/{id}, body {status, note} (staff): the note is kept with the change and
 * mailed to the tenant; rejecting needs one (the reason).
 */
export function reviewComplaint({
  id,
  status,
  note,
}: {
  id: string;
  status: ComplaintStatus;
  note?: string;
}) {
  return request<Complaint>(API.complaint.review(id), {
    method: 'PUT',
    body: note ? { status, note } : { status },
  });
}

export const useReviewComplaint = () =>
  useApiMutation({
    request: reviewComplaint,
    successMessage: MESSAGES.complaintStatusUpdated,
    // a complaint no longer pending leaves 'Waiting for you' and Home's badge (issue 42)
    revalidates: [COMPLAINTS_PATH, API.waiting.prefix],
  });
