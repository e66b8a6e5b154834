import { API } from '@pgportal/contracts/api-paths';
import { request } from '@pgportal/contracts/api';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { OfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { useApiMutation } from '@pgportal/ui/data';

export interface OfficeNoticeFields {
  /** set: edits this notice; absent: posts a new one */
  id?: string;
  title: string;
  text: string;
  /** YYYY-MM-DD or '' (never expires) */
  expiresOn: string;
  pinned: boolean;
  image?: File;
  /** an edit without a new image: drop the current one */
  removeImage?: boolean;
}

/** The multipart body of POST /notice/add and PUT /notice/update/{id}. */
export function officeNoticeFormData(fields: OfficeNoticeFields): FormData {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('text', fields.text);
  body.append('expiresOn', fields.expiresOn);
  body.append('pinned', String(fields.pinned));
  if (fields.removeImage) body.append('removeImage', 'true');
  if (fields.image) body.append('image', fields.image, fields.image.name);
  return body;
}

/** POST /notice/add (mailed to the property's tenants) or PUT /notice/update/{id}. */
export const useSaveOfficeNotice = (editing: boolean) =>
  useApiMutation({
    request: (fields: OfficeNoticeFields) =>
      request<OfficeNoticeAnswer>(fields.id ? API.notice.update(fields.id) : API.notice.add, {
        method: fields.id ? 'PUT' : 'POST',
        body: officeNoticeFormData(fields),
      }),
    successMessage: editing ? MESSAGES.officeNoticeUpdated : MESSAGES.officeNoticePosted,
    revalidates: [API.notice.prefix],
  });
