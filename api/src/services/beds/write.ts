// Assigning a tenant to a bed and vacating them: each one transaction (DESIGN §5).
//
// Locks: LOCK_ORDER (db/lock-order.ts). A parent is locked FOR SHARE by a write to a child and FOR
// UPDATE by its own delete, and its deleted_at is checked under that lock, so a delete and an
// assignment run one after the other: the assignment finds the property or room gone (404), or
// the delete finds the bed occupied (409).
//
// Races: the bed row is locked (SELECT … FOR UPDATE) before it is checked, then the tenant row,
// so concurrent assignments of one bed, or of one tenant, run one after the other and the later
// ones see the first one's result. The partial unique indexes (one open assignment per bed and per
// tenant, one bed per occupant) stand behind the locks: a violation still answers 409.
import { startPoliceVerification } from '../police/record';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { AssignTenantValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { bedAssignments, beds, invoices, properties, rentChanges, rooms, tenants } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { bedLabel } from '../audit/bed-label';
import { actorOf, recordAudit } from '../audit/record';
import { plusDays, today as todayInIndia } from '../calendar';
import { issueFirstInvoices } from '../payments/invoices';
import { issueDueRents } from '../payments/job/issue';
import { holdNumbers } from '../payments/hold-numbers';
import { shareBillingLock } from '../payments/job/lock';
import { refuseExitedTenant } from '../exits/admission';
import { toPaise } from '../money';
import { completeNotice } from '../notices/write';
import { startDepartureClock } from '../form3/reports';
import { locksTaken } from '../../db/lock-order';

locksTaken('billing', 'property', 'room', 'bed', 'tenant', 'record', 'invoice', 'sequence', 'totals');

/** A 409 about one field of the assign form (its schema's name), which the form marks. */
const refusedOn = (field: 'tenantId' | 'bedId', message: string) => conflict(message, { [field]: message });

/** How far back 'Moved in on' may go. */
export const MOVED_IN_DAYS_BACK = 31;

const refusedDay = (message: string) => badRequest(message, { movedInOn: message });

/** 'Moved in on': today back to 31 days ago, and not before the day the tenant last left a bed. */
async function checkMovedInOn(tx: Executor, tenantId: string, movedInOn: string, today: string) {
  if (movedInOn > today) throw refusedDay(MESSAGES.movedInOnInFuture);
  if (movedInOn < plusDays(today, -MOVED_IN_DAYS_BACK)) throw refusedDay(MESSAGES.movedInOnTooEarly);
  const [left] = await tx
    .select({ endDate: bedAssignments.endDate })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNotNull(bedAssignments.endDate)))
    .orderBy(desc(bedAssignments.endDate))
    .limit(1);
  if (left?.endDate && movedInOn < left.endDate) throw refusedDay(MESSAGES.movedInOnBeforeLeft);
}

/** The bed to assign, locked after its property and room (shared), which must still exist. */
export async function lockFreeBed(
  tx: Executor,
  scope: AccessScope,
  input: { bedId: string; roomId?: string },
) {
  const [place] = await tx
    .select({ propertyId: rooms.propertyId, roomId: beds.roomId })
    .from(beds)
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .where(and(eq(beds.id, input.bedId), input.roomId ? eq(beds.roomId, input.roomId) : undefined));
  if (!place || !scope.includes(place.propertyId)) throw notFound(MESSAGES.bedNotFound);
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, place.propertyId), isNull(properties.deletedAt)))
    .for('share');
  if (!property) throw notFound(MESSAGES.bedNotFound);
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, place.roomId), eq(rooms.propertyId, place.propertyId), isNull(rooms.deletedAt)))
    .for('share');
  if (!room) throw notFound(MESSAGES.bedNotFound);
  const [bed] = await tx
    .select({ id: beds.id, occupantId: beds.occupantId })
    .from(beds)
    .where(and(eq(beds.id, input.bedId), eq(beds.roomId, place.roomId), isNull(beds.deletedAt)))
    .for('update');
  if (!bed) throw notFound(MESSAGES.bedNotFound);
  if (bed.occupantId) throw refusedOn('bedId', MESSAGES.bedOccupied);
  return { id: bed.id, roomId: room.id, propertyId: property.id };
}

/**
 * POST /bed/assign-tenant. The assignment starts on 'Moved in on' (today when left out), which
 * is also the billing day; the RENT invoices of the months already due are issued at once. Every
 * invoice issued here keeps its period and its date (its period's first day) but is due the
 * property's due days after today, the day it is entered: a walk-in entered a week late is not
 * overdue, nor charged late fees, for days he could not have paid. The ids of the invoices issued,
 * oldest first, for the route to mail once the transaction has committed.
 */
export async function assignTenant(
  db: Db,
  scope: AccessScope,
  actorId: string,
  input: AssignTenantValues,
  today: string = todayInIndia(),
): Promise<string[]> {
  try {
    return await db.transaction(async (tx) => {
      await shareBillingLock(tx);
      const bed = await lockFreeBed(tx, scope, input);
      const [tenant] = await tx
        .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
        .from(tenants)
        .where(and(eq(tenants.id, input.tenantId), isNull(tenants.deletedAt)))
        .for('update');
      if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
      if (tenant.bedId) throw refusedOn('tenantId', MESSAGES.tenantAlreadyOnBed);
      await refuseExitedTenant(tx, tenant.id);
      const startDate = input.movedInOn ?? today;
      await checkMovedInOn(tx, tenant.id, startDate, today);
      await holdNumbers(tx, today);

      const rentPaise = toPaise(input.rentAmount);
      const mealCostPaise = input.mealIncluded ? toPaise(input.mealCost ?? 0) : 0;
      const advancePaise = input.collectAdvance ? toPaise(input.advanceAmount ?? 0) : 0;
      const [assignment] = await tx
        .insert(bedAssignments)
        .values({
          tenantId: tenant.id,
          bedId: bed.id,
          roomId: bed.roomId,
          propertyId: bed.propertyId,
          startDate,
          billingStart: startDate,
          rentPaise,
          mealIncluded: input.mealIncluded,
          mealCostPaise,
          advancePaise,
          assignedBy: actorId,
        })
        .returning({ id: bedAssignments.id });
      await tx.update(beds).set({ occupantId: tenant.id, updatedAt: new Date() }).where(eq(beds.id, bed.id));
      // the police verification's due day runs from the move-in (issue 45)
      await startPoliceVerification(tx, {
        tenantId: tenant.id,
        propertyId: bed.propertyId,
        movedInOn: startDate,
      });
      await tx
        .update(tenants)
        .set({
          monthlyRentPaise: rentPaise,
          mealCostPaise,
          propertyId: bed.propertyId,
          roomId: bed.roomId,
          bedId: bed.id,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, tenant.id));
      await issueFirstInvoices(tx, {
        assignmentId: assignment!.id,
        tenantId: tenant.id,
        propertyId: bed.propertyId,
        startDate,
        rentPaise,
        mealCostPaise,
        advancePaise,
        enteredOn: today,
      });
      await tx.insert(rentChanges).values({
        tenantId: tenant.id,
        assignmentId: assignment!.id,
        effectiveDate: startDate,
        rentPaise,
        mealCostPaise,
        reason: 'ASSIGN',
        changedBy: actorId,
      });
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'ASSIGNMENT',
        objectId: assignment!.id,
        action: 'ASSIGN',
        propertyId: bed.propertyId,
        tenantId: tenant.id,
        after: { bed: await bedLabel(tx, bed.id), startDate, rentPaise, mealCostPaise, advancePaise },
      });
      // A moved-in date in the past: the months already due, now, due from today as well.
      await issueDueRents(tx, today, tenant.id, today);
      const issued = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.assignmentId, assignment!.id))
        .orderBy(asc(invoices.periodStart), asc(invoices.invoiceId));
      return issued.map((invoice) => invoice.id);
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}

/**
 * POST /bed/vacate-tenant/{tenantId}: ends the open assignment today (billing stops with it),
 * frees the bed, clears the tenant's room and bed, and completes their standing notice (issue 24).
 * The tenant keeps their property and their dues.
 */
export async function vacateTenant(db: Db, scope: AccessScope, actorId: string, tenantId: string) {
  await db.transaction(async (tx) => {
    // The lock order: the tenant's bed (found by its occupant), then the tenant.
    await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
    const [tenant] = await tx
      .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
      .from(tenants)
      .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
      .for('update');
    if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
    if (!tenant.bedId) throw conflict(MESSAGES.tenantNotOnBed);
    const leftBed = await bedLabel(tx, tenant.bedId);
    const ended = await endStay(tx, tenant.id, actorId);
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'ASSIGNMENT',
      objectId: ended ?? tenant.id,
      action: 'VACATE',
      propertyId: tenant.propertyId,
      tenantId: tenant.id,
      before: { bed: leftBed, endDate: null },
      after: { bed: null, endDate: todayInIndia() },
    });
    await completeNotice(tx, tenant.id);
    await startDepartureClock(tx, tenant.id, tenant.propertyId);
  });
}

/**
 * The vacate itself, for a caller holding the tenant's bed and the tenant locked (this file's order):
 * the open assignment ends today, the bed is freed, the tenant's room and bed cleared. The ended
 * assignment's id, or null when none was open.
 */
export async function endStay(tx: Executor, tenantId: string, actorId: string): Promise<string | null> {
  const now = new Date();
  const [ended] = await tx
    .update(bedAssignments)
    .set({ endDate: todayInIndia(), endedBy: actorId, updatedAt: now })
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)))
    .returning({ id: bedAssignments.id });
  await tx.update(beds).set({ occupantId: null, updatedAt: now }).where(eq(beds.occupantId, tenantId));
  await tx.update(tenants).set({ roomId: null, bedId: null, updatedAt: now }).where(eq(tenants.id, tenantId));
  return ended?.id ?? null;
}
