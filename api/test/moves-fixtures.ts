// Moves, rents and moved-in dates through the services, on a chosen "today" (the routes use the
// real one): a staff scope, beds, an assignment, and the invoices a tenant has.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { beds, charges, invoices } from '../src/db/schema';
import { staffScope, type AccessScope } from '../src/services/access';
import { assignTenant } from '../src/services/beds/write';
import { findStaff } from '../src/services/users/read';
import { addBeds } from './billing-fixtures';
import { userId } from './fixtures';

export async function adminOf(db: Db): Promise<{ scope: AccessScope; actorId: string }> {
  const actorId = await userId(db, 'admin@example.com');
  return { scope: staffScope((await findStaff(db, actorId))!), actorId };
}

/** `count` free beds of a new room in the property, with their room. */
export async function freeBeds(db: Db, propertyId: string, count: number) {
  const bedIds = await addBeds(db, propertyId, count);
  const [row] = await db.select({ roomId: beds.roomId }).from(beds).where(eq(beds.id, bedIds[0]!));
  return bedIds.map((bedId) => ({ bedId, roomId: row!.roomId }));
}

/** Assigns through the service on `today`; rent and meals in rupees. */
export async function assignOn(
  db: Db,
  today: string,
  terms: {
    tenantId: string;
    bed: { bedId: string; roomId: string };
    rent: number;
    meals?: number;
    movedInOn?: string;
  },
) {
  const { scope, actorId } = await adminOf(db);
  await assignTenant(
    db,
    scope,
    actorId,
    {
      tenantId: terms.tenantId,
      roomId: terms.bed.roomId,
      bedId: terms.bed.bedId,
      rentAmount: terms.rent,
      mealIncluded: (terms.meals ?? 0) > 0,
      mealCost: terms.meals ?? 0,
      collectAdvance: false,
      advanceAmount: 0,
      movedInOn: terms.movedInOn,
    },
    today,
  );
}

/** The tenant's invoices of a type, oldest period first. */
export const invoicesOf = (db: Db, tenantId: string, type: 'RENT' | 'ADVANCE' | 'ADJUSTMENT' = 'RENT') =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.type, type)))
    .orderBy(asc(invoices.periodStart));

/** The tenant's charges (a move's credit is a negative DEDUCTION charge), oldest first. */
export const creditsOf = (db: Db, tenantId: string) =>
  db.select().from(charges).where(eq(charges.tenantId, tenantId)).orderBy(asc(charges.createdAt));
