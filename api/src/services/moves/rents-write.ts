// Changing a tenant's rent or meal cost from an effective date (issue 22): a CHANGE row of the rent
// schedule, which the RENT invoices of periods starting on or after it use; invoices already
// issued stay as they are. The tenant's and the assignment's terms (shown on the tenant page) take
// the new figures at once.
//
// Locks: LOCK_ORDER (db/lock-order.ts), as a move takes them, so a change and a move of one tenant run one after the other.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ChangeRentValues } from '@pgportal/contracts/schemas';
import type { Db } from '../../db/client';
import { bedAssignments, beds, rentChanges, tenants } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { plusDays, today as todayInIndia } from '../calendar';
import { periodOn, scheduleOfStay } from '../payments/rent-schedule';
import { toPaise } from '../money';
import { locksTaken } from '../../db/lock-order';

locksTaken('bed', 'tenant', 'record');

/** POST /tenant/{tenantId}/rent: the new terms and the day they start (for the tenant's mail). */
export async function changeRent(
  db: Db,
  scope: AccessScope,
  actorId: string,
  tenantId: string,
  input: ChangeRentValues,
  today: string = todayInIndia(),
): Promise<{ rentPaise: number; mealCostPaise: number; effectiveDate: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
    const [tenant] = await tx
      .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
      .for('update');
    if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
    const [stay] = await tx
      .select()
      .from(bedAssignments)
      .where(and(eq(bedAssignments.tenantId, tenant.id), isNull(bedAssignments.endDate)))
      .for('update');
    if (!tenant.bedId || !stay) throw conflict(MESSAGES.tenantNotOnBed);
    const { billingStart } = await scheduleOfStay(tx, stay);
    const period = periodOn(billingStart, today);
    const effectiveDate = input.effectiveDate ?? plusDays(period.end, 1);
    if (effectiveDate < period.start) {
      throw badRequest(MESSAGES.effectiveDateTooEarly, { effectiveDate: MESSAGES.effectiveDateTooEarly });
    }
    const rentPaise = toPaise(input.rent);
    const mealCostPaise = toPaise(input.mealCost);
    await tx.insert(rentChanges).values({
      tenantId: tenant.id,
      assignmentId: stay.id,
      effectiveDate,
      rentPaise,
      mealCostPaise,
      reason: 'CHANGE',
      changedBy: actorId,
    });
    const now = new Date();
    await tx
      .update(bedAssignments)
      .set({ rentPaise, mealCostPaise, mealIncluded: mealCostPaise > 0, updatedAt: now })
      .where(eq(bedAssignments.id, stay.id));
    await tx
      .update(tenants)
      .set({ monthlyRentPaise: rentPaise, mealCostPaise, updatedAt: now })
      .where(eq(tenants.id, tenant.id));
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'ASSIGNMENT',
      objectId: stay.id,
      action: 'RENT_CHANGE',
      propertyId: stay.propertyId,
      tenantId: tenant.id,
      before: { rentPaise: stay.rentPaise, mealCostPaise: stay.mealCostPaise, effectiveDate: null },
      after: { rentPaise, mealCostPaise, effectiveDate },
    });
    return { rentPaise, mealCostPaise, effectiveDate };
  });
}
