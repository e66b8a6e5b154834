// A tenant's standing notice as the API shows it (issue 24): the dates, whether it is short, by
// how many days, and the rent for those days as a suggested deduction (staff decide).
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { NoticeAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { bedAssignments, properties, tenantNotices, tenants, type TenantNoticeRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { today as todayInIndia } from '../calendar';
import { schedulesOf, termsFor } from '../payments/rent-schedule';
import { toRupees } from '../money';
import { daysShortOf, shortNoticeDeduction } from './last-period';

/** The condition of a notice that still stands: neither withdrawn nor completed. */
export const standing = and(isNull(tenantNotices.withdrawnAt), isNull(tenantNotices.completedAt));

/** The tenant (in scope, not deleted) or a 404. */
export async function tenantInScope(tx: Executor, scope: AccessScope, tenantId: string, lock = false) {
  const query = tx
    .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  const [tenant] = lock ? await query.for('update') : await query;
  if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

export async function standingNoticeRow(tx: Executor, tenantId: string) {
  const [row] = await tx
    .select()
    .from(tenantNotices)
    .where(and(eq(tenantNotices.tenantId, tenantId), standing));
  return row ?? null;
}

export interface NoticeDates {
  tenantId: string;
  propertyId: string;
  noticeDate: string;
  moveOutDate: string;
}

/**
 * What a notice with these dates means (the one rule, for a saved notice and its preview): the
 * property's notice period, the days short of it, and the rent of those days at the rent of the
 * tenant's open stay (paise).
 */
export async function noticeConsequences(tx: Executor, notice: NoticeDates) {
  const [property] = await tx
    .select({ days: properties.noticePeriodDays })
    .from(properties)
    .where(eq(properties.id, notice.propertyId));
  const noticePeriodDays = property?.days ?? 30;
  const daysShort = daysShortOf(notice.noticeDate, notice.moveOutDate, noticePeriodDays);
  let deductionPaise = 0;
  const [stay] = await tx
    .select()
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, notice.tenantId), isNull(bedAssignments.endDate)));
  if (stay && daysShort > 0) {
    const billingStart = stay.billingStart ?? stay.startDate;
    const rows = (await schedulesOf(tx, [stay.tenantId])).get(stay.tenantId);
    deductionPaise = shortNoticeDeduction(
      billingStart,
      notice.moveOutDate,
      daysShort,
      (period) => termsFor(rows, billingStart, period.start, stay).rentPaise,
    );
  }
  return { noticePeriodDays, daysShort, deductionPaise };
}

/** The answer for a notice row: the deduction at the rent of the tenant's open stay. */
export async function presentNotice(
  tx: Executor,
  row: TenantNoticeRow,
  today: string,
): Promise<NoticeAnswer> {
  const { noticePeriodDays, daysShort, deductionPaise } = await noticeConsequences(tx, row);
  return {
    id: row.id,
    noticeDate: row.noticeDate,
    moveOutDate: row.moveOutDate,
    givenBy: row.givenBy,
    noticePeriodDays,
    shortNotice: row.shortNotice,
    daysShort,
    suggestedDeduction: toRupees(deductionPaise),
    canWithdraw: today < row.moveOutDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /tenant/{tenantId}/notice and GET /tenant/my-notice: the standing notice, or null. */
export async function readNotice(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  today: string = todayInIndia(),
): Promise<NoticeAnswer | null> {
  await tenantInScope(db, scope, tenantId);
  const row = await standingNoticeRow(db, tenantId);
  return row ? presentNotice(db, row, today) : null;
}
