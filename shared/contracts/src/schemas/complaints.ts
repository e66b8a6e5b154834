// Complaints (SPEC §3, §4, §5, §7): the form's issue, the API's create, update, review and list
// requests, and the status moves allowed (forward only; RESOLVED and REJECTED are final).
import { z } from 'zod';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_STATUSES,
  type ComplaintCategory,
  type ComplaintStatus,
} from '../enums';
import { MESSAGES } from '../messages';
import { listQuerySchema } from './list';
import { REQUIRED } from './messages';

/** SPEC §5, §9: the issue is at most 300 characters; DESIGN §4: at most 10 images a complaint. */
export const COMPLAINT_ISSUE_MAX = 300;
export const MAX_COMPLAINT_IMAGES = 10;
/** Issue 22: the note staff add to a status change (the reason, when rejecting). */
export const COMPLAINT_NOTE_MAX = 500;

const issue = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(COMPLAINT_ISSUE_MAX, MESSAGES.complaintIssueTooLong);

/** What the complaint is about: the tenant chooses one when raising it (issue 22). */
const category = z.enum(COMPLAINT_CATEGORIES, { error: MESSAGES.complaintCategoryInvalid });
/** The category a complaint gets when its request names none (issue 41: SPEC §7 clients send none). */
export const DEFAULT_COMPLAINT_CATEGORY = 'OTHER' satisfies ComplaintCategory;

const id = z.string({ error: REQUIRED }).trim().min(1, REQUIRED);

/**
 * The tenant's complaint form (create and edit): the issue and its category, which the form asks
 * for; its images travel beside them as `complaintImages`.
 */
export const complaintFormSchema = z.object({ issue, category });
export type ComplaintFormInput = z.input<typeof complaintFormSchema>;

/**
 * POST /complaint/create: the issue, its category and where the tenant is now (SPEC §3). The
 * category came after the spec (issue 22), so a request without one is Other (issue 41); one
 * that is not in the list is still refused.
 */
export const complaintCreateSchema = z.object({
  issue,
  category: category
    .optional()
    .default(DEFAULT_COMPLAINT_CATEGORY)
    .describe(`One of ${COMPLAINT_CATEGORIES.join(', ')}; ${DEFAULT_COMPLAINT_CATEGORY} when left out`),
  propertyId: id,
  roomId: id,
  bedId: id,
});
export type ComplaintCreateInput = z.output<typeof complaintCreateSchema>;

/** A JSON list of image ids, sent as one text field (multipart cannot repeat a field reliably). */
const imageIdList = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return [];
    try {
      const value: unknown = JSON.parse(text);
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: MESSAGES.complaintRemoveImageIdsInvalid });
    return z.NEVER;
  });

/**
 * PUT /complaint/update/{id}: the new issue; new images are added, and the existing ones named in
 * `removeImageIds` (a JSON list of image `_id`s) are removed. The place fields SPEC §7 sends
 * beside them are accepted and ignored: a complaint stays where it was raised.
 */
export const complaintUpdateSchema = z.object({
  issue,
  /** optional on update: a complaint keeps its category unless a new one is sent */
  category: category.optional(),
  removeImageIds: imageIdList,
});
export type ComplaintUpdateInput = z.output<typeof complaintUpdateSchema>;

/**
 * PUT /complaint/review/{id} (staff): the new status and a note kept with the change and mailed
 * to the tenant. The note came after the spec (issue 22), whose clients send `{status}` alone:
 * the API takes a change without one, a rejection too (issue 41); the staff form asks for it.
 */
export const complaintReviewSchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, { error: MESSAGES.complaintStatusInvalid }),
  note: z
    .string()
    .trim()
    .max(COMPLAINT_NOTE_MAX, MESSAGES.complaintNoteTooLong)
    .nullish()
    .transform((text) => text || undefined),
});

/** Staff's review form: the same fields, and rejecting requires a note (the reason). */
export const complaintReviewFormSchema = complaintReviewSchema.superRefine((review, ctx) => {
  if (review.status === 'REJECTED' && !review.note) {
    ctx.addIssue({ code: 'custom', path: ['note'], message: MESSAGES.complaintRejectReasonRequired });
  }
});
export type ComplaintReviewForm = z.input<typeof complaintReviewFormSchema>;
export type ComplaintReviewInput = z.output<typeof complaintReviewSchema>;

/**
 * GET /complaint/all and /complaint/my-complaints: page, limit, search, a status, a category and
 * `scope=all`.
 */
/**
 * A place in the complaints' newest-change-first order, as `pagination.next` gives it: the last
 * change's time to the microsecond (UTC) and the complaint's id. A place, not only an id: a
 * complaint changed since would have moved, and the page after it with it.
 */
export const COMPLAINT_CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const complaintListQuerySchema = listQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUSES, { error: MESSAGES.complaintStatusInvalid }).optional(),
  category: category.optional(),
  scope: z
    .enum(['all'], { error: "scope may only be 'all' (every property you may see)" })
    .optional()
    .describe("'all': every property in the caller's scope; otherwise the current property"),
  after: z
    .string()
    .regex(COMPLAINT_CURSOR, MESSAGES.complaintsAfterInvalid)
    .optional()
    .describe(
      'keyset paging (issue 43): the complaints after this place in the list, as cheap at any depth as the first page; pagination.next names the last row of a full page',
    ),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;

/** RESOLVED and REJECTED are final (SPEC §4). */
export const FINAL_COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['RESOLVED', 'REJECTED'];
export const isFinalComplaintStatus = (status: ComplaintStatus) => FINAL_COMPLAINT_STATUSES.includes(status);

/** Where each status may move: forward only, PENDING → IN_PROGRESS → RESOLVED | REJECTED. */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  PENDING: ['IN_PROGRESS', 'RESOLVED', 'REJECTED'],
  IN_PROGRESS: ['RESOLVED', 'REJECTED'],
  RESOLVED: [],
  REJECTED: [],
};

/** A tenant may edit a complaint only while it is PENDING or IN_PROGRESS. */
export const isComplaintEditable = (status: ComplaintStatus) => !isFinalComplaintStatus(status);
