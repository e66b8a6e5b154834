import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { Complaint } from '@pgportal/contracts/types';
import { useApiMutation } from '@pgportal/ui/data';
import { complaintFormData, progressOption, type ComplaintFields } from './complaint-form-data';
import { COMPLAINTS_PATH } from './get-complaints';

/** PUT /complaint/update/{id} (multipart): the new issue, images to add, `removeImageIds`. */
export function updateComplaint({ id, ...fields }: ComplaintFields & { id: string }) {
  return request<Complaint>(API.complaint.update(id), {
    method: 'PUT',
    body: complaintFormData(fields),
    ...progressOption(fields),
  });
}

export const useUpdateComplaint = () =>
  useApiMutation({
    request: updateComplaint,
    successMessage: MESSAGES.complaintUpdated,
    revalidates: [COMPLAINTS_PATH],
  });
