// Moving a tenant to another bed (issue 22): one transaction. The old assignment ends on the move
// day and a new one opens on the new bed, keeping the billing start (the original move-in day), so
// billing goes on as before: the current period's invoice stays as it is, and the job bills the
// next period, at the new bed's terms (a MOVE row of the rent schedule). With `prorate`, the
// difference for the rest of the current period is settled at once: an ADJUSTMENT invoice when
// the new terms cost more, a pending DEDUCTION charge (a credit) the next RENT invoice takes as a line when they cost less.
// A standing notice whose move-out day falls in the period ends that difference on the move-out day.
//
// Locks: LOCK_ORDER (db/lock-order.ts), the billing lock first as an assignment takes it (issuing
// the due rents never waits on a billing run holding rows). The new bed is checked free right
// after its lock, so two moves never wait on each
// other's beds; racing moves and assignments of one bed run one after the other (the later one
// gets 409 on bedId), with the partial unique indexes behind the locks.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { MoveAnswer } from '@pgportal/contracts/responses';
import type { MoveTenantValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { bedAssignments, beds, charges, invoices, rentChanges, tenants } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { bedLabel } from '../audit/bed-label';
import { actorOf, recordAudit } from '../audit/record';
import { plusDays, today as todayInIndia } from '../calendar';
import { issueInvoice } from '../payments/invoices';
import { recordGst } from '../taxes/gst-record';
import { issueDueRents } from '../payments/job/issue';
import { shareBillingLock } from '../payments/job/lock';
import { periodOn, prorate, scheduleOfStay, termsFor } from '../payments/rent-schedule';
import { refuseExitedTenant } from '../exits/admission';
import { toPaise, toRupees } from '../money';
import { standingNoticeRow } from '../notices/read';
import { lockFreeBed } from '../beds/write';
import { holdNumbers } from '../payments/hold-numbers';
import { locksTaken } from '../../db/lock-order';

locksTaken('billing', 'property', 'room', 'bed', 'tenant', 'record', 'invoice', 'invoiceRow', 'totals');

/** POST /tenant/{tenantId}/move: what the pro-rating made, if anything. */
export async function moveTenant(
  db: Db,
  scope: AccessScope,
  actorId: string,
  tenantId: string,
  input: MoveTenantValues,
  today: string = todayInIndia(),
): Promise<MoveAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await shareBillingLock(tx);
      const [found] = await tx
        .select({ propertyId: tenants.propertyId })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
      if (!found || !scope.includes(found.propertyId)) throw notFound(MESSAGES.tenantNotFound);
      const bed = await lockFreeBed(tx, scope, { bedId: input.bedId });
      await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
      const [tenant] = await tx
        .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
        .for('update');
      if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
      await refuseExitedTenant(tx, tenant.id);
      if (!tenant.bedId) throw conflict(MESSAGES.tenantNotOnBed);
      await holdNumbers(tx, today);

      // The current period is billed at the old terms before anything changes.
      await issueDueRents(tx, today, tenant.id);
      const [old] = await tx
        .select()
        .from(bedAssignments)
        .where(and(eq(bedAssignments.tenantId, tenant.id), isNull(bedAssignments.endDate)))
        .for('update');
      if (!old) throw conflict(MESSAGES.tenantNotOnBed);
      const { billingStart, rows } = await scheduleOfStay(tx, old);
      const period = periodOn(billingStart, today);
      const nextStart = plusDays(period.end, 1);
      // The period's invoice keeps the terms of when it was issued (a later change effective on
      // its first day does not rewrite it), so the difference is taken from those.
      const later = await changesAfterPeriodInvoice(tx, tenant.id, period.start);
      const before = termsFor(
        rows?.filter((row) => !later.has(row.id)),
        billingStart,
        period.start,
        old,
      );
      const next = termsFor(rows, billingStart, nextStart, old);
      const rentPaise = toPaise(input.rent);
      const mealCostPaise = toPaise(input.mealCost);

      const now = new Date();
      await tx
        .update(bedAssignments)
        .set({ endDate: today, endedBy: actorId, updatedAt: now })
        .where(eq(bedAssignments.id, old.id));
      const [moved] = await tx
        .insert(bedAssignments)
        .values({
          tenantId: tenant.id,
          bedId: bed.id,
          roomId: bed.roomId,
          propertyId: bed.propertyId,
          startDate: today,
          billingStart,
          rentPaise,
          mealIncluded: mealCostPaise > 0,
          mealCostPaise,
          advancePaise: 0,
          assignedBy: actorId,
        })
        .returning({ id: bedAssignments.id });
      await tx.update(beds).set({ occupantId: null, updatedAt: now }).where(eq(beds.id, old.bedId));
      await tx.update(beds).set({ occupantId: tenant.id, updatedAt: now }).where(eq(beds.id, bed.id));
      await tx
        .update(tenants)
        .set({
          propertyId: bed.propertyId,
          roomId: bed.roomId,
          bedId: bed.id,
          monthlyRentPaise: rentPaise,
          mealCostPaise,
          updatedAt: now,
        })
        .where(eq(tenants.id, tenant.id));
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'ASSIGNMENT',
        objectId: moved!.id,
        action: 'MOVE',
        propertyId: bed.propertyId,
        tenantId: tenant.id,
        before: {
          bed: await bedLabel(tx, old.bedId),
          rentPaise: old.rentPaise,
          mealCostPaise: old.mealCostPaise,
        },
        after: { bed: await bedLabel(tx, bed.id), rentPaise, mealCostPaise, prorate: input.prorate },
      });
      if (next.rentPaise !== rentPaise || next.mealCostPaise !== mealCostPaise) {
        await tx.insert(rentChanges).values({
          tenantId: tenant.id,
          assignmentId: moved!.id,
          effectiveDate: nextStart,
          rentPaise,
          mealCostPaise,
          reason: 'MOVE',
          changedBy: actorId,
        });
      }
      if (!input.prorate) return { adjustment: null };
      // A standing notice's move-out day inside this period ends the difference there (issue 24).
      const leaving = (await standingNoticeRow(tx, tenant.id))?.moveOutDate;
      const until = leaving && leaving >= today && leaving < period.end ? leaving : period.end;
      const difference = rentPaise + mealCostPaise - (before.rentPaise + before.mealCostPaise);
      const adjustment = prorate(difference, period, today, until);
      if (adjustment > 0) {
        const issued = await issueInvoice(tx, {
          tenantId: tenant.id,
          propertyId: bed.propertyId,
          assignmentId: moved!.id,
          type: 'ADJUSTMENT',
          periodStart: today,
          periodEnd: until,
          invoiceDate: today,
          lines: [
            {
              kind: 'OTHER',
              description: `Pro-rated difference after a move (${today} to ${until})`,
              amountPaise: adjustment,
            },
          ],
        });
        await recordGst(tx, [issued.id]);
        return { adjustment: { kind: 'INVOICE', amount: toRupees(adjustment) } };
      }
      if (adjustment < 0) {
        const credit = {
          tenantId: tenant.id,
          kind: 'DEDUCTION' as const,
          description: `Lower rent after a move (${today} to ${until})`,
          amountPaise: adjustment,
        };
        const [charge] = await tx
          .insert(charges)
          .values({ ...credit, createdBy: actorId })
          .returning({ id: charges.id });
        await recordAudit(tx, {
          actor: actorOf(scope),
          objectType: 'CHARGE',
          objectId: charge!.id,
          action: 'CREATE',
          propertyId: bed.propertyId,
          tenantId: tenant.id,
          after: credit,
        });
        return { adjustment: { kind: 'CREDIT', amount: toRupees(-adjustment) } };
      }
      return { adjustment: null };
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}

/** The tenant's rent changes written after their RENT invoice for the period starting on `periodStart`. */
async function changesAfterPeriodInvoice(tx: Executor, tenantId: string, periodStart: string) {
  const rows = await tx
    .select({ id: rentChanges.id })
    .from(rentChanges)
    .where(
      and(
        eq(rentChanges.tenantId, tenantId),
        sql`${rentChanges.createdAt} > (select ${invoices.createdAt} from ${invoices}
          where ${invoices.tenantId} = ${tenantId} and ${invoices.type} = 'RENT'
            and ${invoices.periodStart} = ${periodStart})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
