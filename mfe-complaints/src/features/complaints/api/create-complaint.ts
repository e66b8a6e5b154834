import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Complaint } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { complaintFormData, progressOption, type ComplaintFields } from './complaint-form-data';
import { COMPLAINTS_PATH } from './get-complaints';

/** POST /complaint/create (multipart): issue, complaintImages, propertyId, roomId, bedId. */
export function createComplaint(fields: ComplaintFields) {
  return request<Complaint>(API.complaint.create, {
    method: 'POST',
    body: complaintFormData(fields),
    ...progressOption(fields),
  });
}

export const useCreateComplaint = () =>
  useApiMutation({
    request: createComplaint,
    successMessage: MESSAGES.complaintCreated,
    revalidates: [COMPLAINTS_PATH],
  });
