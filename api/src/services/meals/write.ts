// Days away from meals (issue 25): a tenant marks them before the property's cut-off and may
// withdraw them until the same cut-off; staff record them at any time, past days included.
//
// Locks: LOCK_ORDER (db/lock-order.ts). Two requests for the same
// tenant run one after the other, so the overlap check sees the other's row. The credit job
// (credits.ts) only reads days away that have ended, which no one can withdraw any more.
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  MESSAGES,
  mealCutoffMessage,
  mealOutsideStayMessage,
  mealShortAbsenceMessage,
  mealWithdrawCutoffMessage,
} from '@pgportal/contracts/messages';
import type { MealOptOutAnswer } from '@pgportal/contracts/responses';
import type { StaffMealOptOutValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { mealOptOuts, properties, tenants } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { daysBetween } from '../payments/rent-schedule';
import { beforeCutoff } from './cutoff';
import { presentOptOut } from './read';
import { mealCostOn, mealStayOf } from './stay';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

export interface MealRules {
  cutoff: string;
  minDays: number;
}

/** The tenant (locked) if the caller may touch them, and their property's meal rules; else 404. */
async function lockTenant(tx: Executor, scope: AccessScope, tenantId: string) {
  const [row] = await tx
    .select({ id: tenants.id, propertyId: tenants.propertyId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .for('update');
  const own = scope.kind === 'tenant' ? scope.actorId === tenantId : scope.includes(row?.propertyId);
  if (!row?.propertyId || !own) throw notFound(MESSAGES.tenantNotFound);
  const [rules] = await tx
    .select({ cutoff: properties.mealOptOutCutoff, minDays: properties.mealCreditMinDays })
    .from(properties)
    .where(eq(properties.id, row.propertyId));
  return { tenantId: row.id, propertyId: row.propertyId, rules: rules! };
}

/**
 * POST /tenant/my-meal-optouts (scope of a tenant: before the cut-off) and
 * POST /tenant/{tenantId}/meal-optouts (staff: any days of the stay). The answer's message tells
 * the caller when the absence is too short to earn a credit.
 */
export async function addOptOut(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  input: StaffMealOptOutValues,
  now: Date = new Date(),
): Promise<{ message: string; optOut: MealOptOutAnswer }> {
  return db.transaction(async (tx) => {
    const { propertyId, rules } = await lockTenant(tx, scope, tenantId);
    const stay = await mealStayOf(tx, tenantId);
    if (!stay?.open) throw conflict(MESSAGES.mealsNotIncluded);
    if (input.from < stay.start || (stay.end !== null && input.to > stay.end))
      throw badRequest(mealOutsideStayMessage(stay.start, stay.end));
    if (mealCostOn(stay, input.from) <= 0 && mealCostOn(stay, input.to) <= 0)
      throw conflict(MESSAGES.mealsNotIncluded);
    const byTenant = scope.kind === 'tenant';
    if (byTenant && !beforeCutoff(now, input.from, rules.cutoff))
      throw badRequest(mealCutoffMessage(rules.cutoff, input.from));
    const overlapping = await tx
      .select({ id: mealOptOuts.id })
      .from(mealOptOuts)
      .where(
        and(
          eq(mealOptOuts.tenantId, tenantId),
          isNull(mealOptOuts.withdrawnAt),
          lte(mealOptOuts.fromDate, input.to),
          gte(mealOptOuts.toDate, input.from),
        ),
      );
    if (overlapping.length) throw badRequest(MESSAGES.mealOptOutOverlaps);
    const [row] = await tx
      .insert(mealOptOuts)
      .values({
        tenantId,
        propertyId,
        fromDate: input.from,
        toDate: input.to,
        note: input.note,
        givenBy: byTenant ? 'TENANT' : 'STAFF',
        recordedBy: byTenant ? null : scope.actorId,
      })
      .returning();
    const short = daysBetween(input.from, input.to) < rules.minDays;
    return {
      message: short ? mealShortAbsenceMessage(rules.minDays) : MESSAGES.mealOptOutAdded,
      optOut: presentOptOut(row!, rules, 0, byTenant ? now : null),
    };
  });
}

/** DELETE /tenant/my-meal-optouts/{optOutId}: the tenant's own, until the cut-off of its first day. */
export async function withdrawOptOut(db: Db, scope: AccessScope, optOutId: string, now: Date = new Date()) {
  await db.transaction(async (tx) => {
    const { rules } = await lockTenant(tx, scope, scope.actorId);
    const [row] = await tx
      .select()
      .from(mealOptOuts)
      .where(
        and(
          eq(mealOptOuts.id, optOutId),
          eq(mealOptOuts.tenantId, scope.actorId),
          isNull(mealOptOuts.withdrawnAt),
        ),
      )
      .for('update');
    if (!row) throw notFound(MESSAGES.mealOptOutNotFound);
    if (!beforeCutoff(now, row.fromDate, rules.cutoff))
      throw badRequest(mealWithdrawCutoffMessage(rules.cutoff));
    await tx.update(mealOptOuts).set({ withdrawnAt: now }).where(eq(mealOptOuts.id, row.id));
  });
}
