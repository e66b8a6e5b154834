// What the meal rules need of a tenant's stay (issue 25): the days it covers and the meal cost of a
// day, from the rent schedule (the terms of the billing period the day falls in). Money in paise.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bedAssignments, tenantNotices, type RentChangeRow } from '../../db/schema';
import { periodOn, schedulesOf, termsFor } from '../payments/rent-schedule';

export interface MealStay {
  /** the first day of the stay (the billing start, kept across moves) */
  start: string;
  /** the move-out date of a standing notice, else null (open-ended) */
  end: string | null;
  open: boolean;
  billingStart: string;
  fallbackMealPaise: number;
  rows: RentChangeRow[];
}

const day = (value: unknown) => String(value).slice(0, 10);

/** The meal cost of `date` in paise for this stay (0: no meals that day). */
export function mealCostOn(
  stay: Pick<MealStay, 'billingStart' | 'fallbackMealPaise' | 'rows'>,
  date: string,
) {
  const period = periodOn(stay.billingStart, date);
  return termsFor(stay.rows, stay.billingStart, period.start, {
    rentPaise: 0,
    mealCostPaise: stay.fallbackMealPaise,
  }).mealCostPaise;
}

/**
 * The tenant's latest stay that began on or before `onOrBefore` (any day: their latest), open or
 * ended, with its rent schedule; null when they never had a bed.
 */
export async function mealStayOf(
  tx: Executor,
  tenantId: string,
  onOrBefore?: string,
): Promise<MealStay | null> {
  const stays = await tx
    .select()
    .from(bedAssignments)
    .where(eq(bedAssignments.tenantId, tenantId))
    .orderBy(desc(bedAssignments.startDate), desc(bedAssignments.createdAt));
  const stay = stays.find((row) => !onOrBefore || day(row.billingStart ?? row.startDate) <= onOrBefore);
  if (!stay) return null;
  const [notice] = stay.endDate
    ? []
    : await tx
        .select({ moveOutDate: tenantNotices.moveOutDate })
        .from(tenantNotices)
        .where(
          and(
            eq(tenantNotices.tenantId, tenantId),
            isNull(tenantNotices.withdrawnAt),
            isNull(tenantNotices.completedAt),
          ),
        );
  const billingStart = day(stay.billingStart ?? stay.startDate);
  return {
    start: billingStart,
    end: stay.endDate ? day(stay.endDate) : notice ? day(notice.moveOutDate) : null,
    open: !stay.endDate,
    billingStart,
    fallbackMealPaise: stay.mealIncluded ? Number(stay.mealCostPaise) : 0,
    rows: (await schedulesOf(tx, [tenantId])).get(tenantId) ?? [],
  };
}
