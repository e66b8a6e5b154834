// A notice to move out (issue 24): staff record one with both dates, a tenant gives their own with
// the move-out date (the notice date is today in India). Dates YYYY-MM-DD.
import { z } from 'zod';
import { isoDate } from './billing';

/** POST /tenant/my-notice. */
export const giveNoticeSchema = z.object({ moveOutDate: isoDate });
export type GiveNoticeInput = z.input<typeof giveNoticeSchema>;
export type GiveNoticeValues = z.output<typeof giveNoticeSchema>;

/** POST /tenant/{tenantId}/notice. */
export const recordNoticeSchema = z.object({ noticeDate: isoDate, moveOutDate: isoDate });
export type RecordNoticeInput = z.input<typeof recordNoticeSchema>;
export type RecordNoticeValues = z.output<typeof recordNoticeSchema>;
