// Meals (issue 25) through the services on a chosen day: a tenant with meals on a bed, their
// scope, staff's scope, and their MEAL_CREDIT charges.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { charges, mealCredits, tenants } from '../src/db/schema';
import { tenantScope } from '../src/services/access';
import { addTenant } from './fixtures';
import { assignOn, freeBeds } from './moves-fixtures';

let count = 0;

/** A new tenant of `propertyId` who moved in on `movedInOn` with meals at `meals` rupees a month. */
export async function mealTenant(db: Db, propertyId: string, movedInOn: string, meals: number) {
  count += 1;
  const tenantId = await addTenant(db, `meals.${count}.${Date.now()}@example.com`, propertyId);
  const [bed] = await freeBeds(db, propertyId, 1);
  await assignOn(db, movedInOn, { tenantId, bed: bed!, rent: 8000, meals, movedInOn });
  return tenantId;
}

export async function scopeOfTenant(db: Db, tenantId: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  return tenantScope(row!);
}

/** The tenant's MEAL_CREDIT charges, oldest first. */
export const mealCreditsOf = (db: Db, tenantId: string) =>
  db
    .select()
    .from(charges)
    .where(and(eq(charges.tenantId, tenantId), eq(charges.kind, 'MEAL_CREDIT')))
    .orderBy(asc(charges.createdAt), asc(charges.description));

/** The meal_credits claims of one absence. */
export const claimsOf = (db: Db, optOutId: string) =>
  db.select().from(mealCredits).where(eq(mealCredits.optOutId, optOutId));
