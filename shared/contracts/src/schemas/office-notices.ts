// Notices from the office (issue 27): POST /notice/add and PUT /notice/update/{id} (multipart, or
// JSON without an image), GET /notice/ (staff, paged). The form uses the same schema.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { isoDate } from './billing';
import { pageQuerySchema } from './list';
import { REQUIRED } from './messages';

export const OFFICE_NOTICE_TITLE_MAX = 120;
export const OFFICE_NOTICE_TEXT_MAX = 2000;

const fromBooleanText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const officeNoticeFormSchema = z.object({
  title: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(OFFICE_NOTICE_TITLE_MAX, MESSAGES.officeNoticeTitleTooLong),
  text: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(OFFICE_NOTICE_TEXT_MAX, MESSAGES.officeNoticeTextTooLong),
  /** the last day it shows (YYYY-MM-DD); empty or absent: it never expires */
  expiresOn: z.preprocess(blankToUndefined, isoDate.optional()),
  pinned: z.preprocess(
    (value) => (value === undefined || value === '' ? false : fromBooleanText(value)),
    z.boolean({ error: "Send pinned as 'true' or 'false'" }),
  ),
});
export type OfficeNoticeFormInput = z.input<typeof officeNoticeFormSchema>;
export type OfficeNoticeInput = z.output<typeof officeNoticeFormSchema>;

/** PUT /notice/update/{id}: the same fields; `removeImage` drops the image when no new one is sent. */
export const officeNoticeUpdateSchema = officeNoticeFormSchema.extend({
  removeImage: z.preprocess(
    (value) => (value === undefined || value === '' ? false : fromBooleanText(value)),
    z.boolean({ error: "Send removeImage as 'true' or 'false'" }),
  ),
});
export type OfficeNoticeUpdateInput = z.output<typeof officeNoticeUpdateSchema>;

export const officeNoticeListQuerySchema = pageQuerySchema;
