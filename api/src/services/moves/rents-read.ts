// A tenant's rent history (GET /tenant/{tenantId}/rents): every row of their rent schedule, newest
// first, with who wrote it, and the billing period today falls in.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { RentHistoryAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import { bedAssignments, rentChanges, tenants, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { plusDays, today as todayInIndia } from '../calendar';
import { periodOn } from '../payments/rent-schedule';
import { toRupees } from '../money';

export async function rentHistory(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  today: string = todayInIndia(),
): Promise<RentHistoryAnswer> {
  const [tenant] = await db
    .select({ propertyId: tenants.propertyId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
  const rows = await db
    .select({ change: rentChanges, by: users.name })
    .from(rentChanges)
    .leftJoin(users, eq(users.id, rentChanges.changedBy))
    .where(eq(rentChanges.tenantId, tenantId))
    .orderBy(desc(rentChanges.effectiveDate), desc(rentChanges.createdAt));
  const [stay] = await db
    .select({ startDate: bedAssignments.startDate, billingStart: bedAssignments.billingStart })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
  const currentPeriod = stay ? periodOn(stay.billingStart ?? stay.startDate, today) : null;
  return {
    rents: rows.map(({ change, by }) => ({
      _id: change.id,
      effectiveDate: change.effectiveDate,
      rent: toRupees(change.rentPaise),
      mealCost: toRupees(change.mealCostPaise),
      reason: change.reason,
      changedBy: change.changedBy ? { _id: change.changedBy, name: by ?? '' } : null,
      createdAt: change.createdAt.toISOString(),
    })),
    currentPeriod,
    nextBillingDay: currentPeriod ? plusDays(currentPeriod.end, 1) : null,
  };
}
