// Days away as the API answers them, and the kitchen count (issue 25).
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { MealCountAnswer, MealOptOutAnswer, MealOptOutsAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  charges,
  mealCredits,
  mealOptOuts,
  properties,
  tenantNotices,
  tenants,
  type MealOptOutRow,
} from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { daysBetween, schedulesOf } from '../payments/rent-schedule';
import { toRupees } from '../money';
import { beforeCutoff } from './cutoff';
import { mealCostOn, mealStayOf } from './stay';

/** `now`: the tenant's view (withdrawable until the cut-off); null for staff (never withdrawable). */
export const presentOptOut = (
  row: MealOptOutRow,
  rules: { cutoff: string; minDays: number },
  creditPaise: number,
  now: Date | null,
): MealOptOutAnswer => {
  const days = daysBetween(row.fromDate, row.toDate);
  return {
    _id: row.id,
    from: row.fromDate,
    to: row.toDate,
    days,
    note: row.note,
    givenBy: row.givenBy,
    earnsCredit: days >= rules.minDays,
    credit: toRupees(creditPaise),
    withdrawable: now !== null && beforeCutoff(now, row.fromDate, rules.cutoff),
    createdAt: row.createdAt.toISOString(),
  };
};

/** GET /tenant/my-meal-optouts and GET /tenant/{tenantId}/meal-optouts: standing ones, latest first. */
export async function listOptOuts(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  today: string,
  now: Date = new Date(),
): Promise<MealOptOutsAnswer> {
  const [tenant] = await db
    .select({
      propertyId: tenants.propertyId,
      cutoff: properties.mealOptOutCutoff,
      minDays: properties.mealCreditMinDays,
    })
    .from(tenants)
    .innerJoin(properties, eq(properties.id, tenants.propertyId))
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  const own = scope.kind === 'tenant' ? scope.actorId === tenantId : scope.includes(tenant?.propertyId);
  if (!tenant || !own) throw notFound(MESSAGES.tenantNotFound);
  const rules = { cutoff: tenant.cutoff, minDays: tenant.minDays };
  const rows = await db
    .select()
    .from(mealOptOuts)
    .where(and(eq(mealOptOuts.tenantId, tenantId), isNull(mealOptOuts.withdrawnAt)))
    .orderBy(desc(mealOptOuts.fromDate));
  const credits = rows.length
    ? await db
        .select({ optOutId: mealCredits.optOutId, paise: charges.amountPaise })
        .from(mealCredits)
        .innerJoin(charges, eq(charges.id, mealCredits.chargeId))
        .where(
          inArray(
            mealCredits.optOutId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const creditOf = (id: string) =>
    credits.filter((credit) => credit.optOutId === id).reduce((sum, credit) => sum + credit.paise, 0);
  const stay = await mealStayOf(db, tenantId);
  return {
    mealsIncluded: !!stay?.open && mealCostOn(stay, today < stay.start ? stay.start : today) > 0,
    cutoffTime: rules.cutoff,
    minCreditDays: rules.minDays,
    optOuts: rows.map((row) =>
      presentOptOut(row, rules, creditOf(row.id), scope.kind === 'tenant' ? now : null),
    ),
  };
}

/**
 * GET /meals/count?date=: the tenants of the current property staying that day whose terms include
 * meals, minus those away; a tenant on two assignments that day (a move) counts once.
 */
export async function mealCount(db: Executor, scope: AccessScope, date: string): Promise<MealCountAnswer> {
  const propertyId = scope.currentPropertyId;
  if (!propertyId) throw badRequest(MESSAGES.mealCountNoProperty);
  const present = await db
    .select({
      tenantId: bedAssignments.tenantId,
      fullName: tenants.fullName,
      billingStart: sql<string>`coalesce(${bedAssignments.billingStart}, ${bedAssignments.startDate})`,
      mealIncluded: bedAssignments.mealIncluded,
      mealCostPaise: bedAssignments.mealCostPaise,
    })
    .from(bedAssignments)
    .innerJoin(tenants, eq(tenants.id, bedAssignments.tenantId))
    .leftJoin(
      tenantNotices,
      and(
        eq(tenantNotices.assignmentId, bedAssignments.id),
        isNull(tenantNotices.withdrawnAt),
        isNull(tenantNotices.completedAt),
      ),
    )
    .where(
      and(
        scope.propertyFilter(bedAssignments.propertyId),
        eq(bedAssignments.propertyId, propertyId),
        isNull(tenants.deletedAt),
        lte(bedAssignments.startDate, date),
        sql`(${bedAssignments.endDate} is null or ${bedAssignments.endDate} >= ${date})`,
        sql`(${tenantNotices.moveOutDate} is null or ${tenantNotices.moveOutDate} >= ${date})`,
      ),
    )
    .orderBy(asc(bedAssignments.startDate));
  const schedules = await schedulesOf(
    db,
    present.map((row) => row.tenantId),
  );
  const eaters = new Map<string, string>();
  for (const row of present) {
    const cost = mealCostOn(
      {
        billingStart: String(row.billingStart).slice(0, 10),
        fallbackMealPaise: row.mealIncluded ? Number(row.mealCostPaise) : 0,
        rows: schedules.get(row.tenantId) ?? [],
      },
      date,
    );
    if (cost > 0) eaters.set(row.tenantId, row.fullName);
    else eaters.delete(row.tenantId);
  }
  const awayRows = eaters.size
    ? await db
        .selectDistinct({ tenantId: mealOptOuts.tenantId })
        .from(mealOptOuts)
        .where(
          and(
            inArray(mealOptOuts.tenantId, [...eaters.keys()]),
            isNull(mealOptOuts.withdrawnAt),
            lte(mealOptOuts.fromDate, date),
            gte(mealOptOuts.toDate, date),
          ),
        )
    : [];
  const away = awayRows
    .map(({ tenantId }) => ({ tenantId, fullName: eaters.get(tenantId)! }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  return { date, eating: eaters.size - away.length, away };
}
