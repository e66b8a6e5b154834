// Rooms, beds and bed assignments for the billing tests, made directly with drizzle (the bed API
// has its own tests). An assignment issues its first invoices as the real one does.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { bedAssignments, beds, rooms, tenants } from '../src/db/schema';
import { issueFirstInvoices } from '../src/services/payments/invoices';

let roomNumber = 100;

/** A room of `count` beds in the property: the beds' ids. */
export async function addBeds(db: Db, propertyId: string, count: number): Promise<string[]> {
  roomNumber += 1;
  const [room] = await db
    .insert(rooms)
    .values({ propertyId, roomNumber: String(roomNumber), floor: 1, bedCapacity: count })
    .returning({ id: rooms.id });
  const made = await db
    .insert(beds)
    .values(Array.from({ length: count }, (_, index) => ({ roomId: room!.id, bedNumber: index + 1 })))
    .returning({ id: beds.id });
  return made.map((bed) => bed.id);
}

export interface AssignTerms {
  tenantId: string;
  bedId: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** rupees */
  rent: number;
  meals?: number;
  advance?: number;
}

/** Puts the tenant on the bed and issues the first RENT (and ADVANCE) invoice: the assignment id. */
export async function assign(db: Db, terms: AssignTerms): Promise<string> {
  return db.transaction(async (tx) => {
    const [bed] = await tx
      .select({ roomId: beds.roomId, propertyId: rooms.propertyId })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(eq(beds.id, terms.bedId));
    const rentPaise = Math.round(terms.rent * 100);
    const mealCostPaise = Math.round((terms.meals ?? 0) * 100);
    const advancePaise = Math.round((terms.advance ?? 0) * 100);
    const [assignment] = await tx
      .insert(bedAssignments)
      .values({
        tenantId: terms.tenantId,
        bedId: terms.bedId,
        roomId: bed!.roomId,
        propertyId: bed!.propertyId,
        startDate: terms.startDate,
        rentPaise,
        mealIncluded: mealCostPaise > 0,
        mealCostPaise,
        advancePaise,
      })
      .returning({ id: bedAssignments.id });
    await tx.update(beds).set({ occupantId: terms.tenantId }).where(eq(beds.id, terms.bedId));
    await tx
      .update(tenants)
      .set({
        propertyId: bed!.propertyId,
        roomId: bed!.roomId,
        bedId: terms.bedId,
        monthlyRentPaise: rentPaise,
        mealCostPaise,
      })
      .where(eq(tenants.id, terms.tenantId));
    await issueFirstInvoices(tx, {
      assignmentId: assignment!.id,
      tenantId: terms.tenantId,
      propertyId: bed!.propertyId,
      startDate: terms.startDate,
      rentPaise,
      mealCostPaise,
      advancePaise,
    });
    return assignment!.id;
  });
}

/** Ends the tenant's open assignment and frees the bed (billing stops). */
export async function vacate(db: Db, tenantId: string, endDate: string) {
  await db.transaction(async (tx) => {
    const [open] = await tx
      .update(bedAssignments)
      .set({ endDate })
      .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)))
      .returning({ bedId: bedAssignments.bedId });
    if (open) await tx.update(beds).set({ occupantId: null }).where(eq(beds.id, open.bedId));
    await tx.update(tenants).set({ roomId: null, bedId: null }).where(eq(tenants.id, tenantId));
  });
}
