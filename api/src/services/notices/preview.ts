// What a notice would mean before it is saved (issue 42): the notice period, the days short and
// the deduction that follows, by the same rule as a saved notice (noticeConsequences). Read only.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { NoticePreviewAnswer } from '@pgportal/contracts/responses';
import type { RecordNoticeValues } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import { bedAssignments } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import type { AccessScope } from '../access';
import { toRupees } from '../money';
import { noticeConsequences, tenantInScope } from './read';

/** GET /tenant/{tenantId}/notice/preview and GET /tenant/my-notice/preview (noticeDate today). */
export async function previewNotice(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  { noticeDate, moveOutDate }: RecordNoticeValues,
): Promise<NoticePreviewAnswer> {
  const tenant = await tenantInScope(db, scope, tenantId);
  const [stay] = await db
    .select({ propertyId: bedAssignments.propertyId })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenant.id), isNull(bedAssignments.endDate)));
  if (!tenant.bedId || !stay) throw conflict(MESSAGES.noticeNotOnBed);
  if (moveOutDate < noticeDate)
    throw badRequest(MESSAGES.moveOutBeforeNotice, { moveOutDate: MESSAGES.moveOutBeforeNotice });
  const { noticePeriodDays, daysShort, deductionPaise } = await noticeConsequences(db, {
    tenantId: tenant.id,
    propertyId: stay.propertyId,
    noticeDate,
    moveOutDate,
  });
  return {
    noticeDate,
    moveOutDate,
    noticePeriodDays,
    shortNotice: daysShort > 0,
    daysShort,
    suggestedDeduction: toRupees(deductionPaise),
  };
}
