// Recording, giving and withdrawing a notice to move out (issue 24), and completing it when the
// bed is vacated. Staff record one for a tenant in scope; a tenant gives their own (the notice date
// is today in India). A short notice is allowed and flagged; nothing is charged for it.
//
// Locks: LOCK_ORDER (db/lock-order.ts), the billing lock shared first (a billing run issues the
// last period at the notice's terms, so the two run one after the other). The partial unique
// index (one standing notice per tenant) stands behind the locks: a violation still answers 409.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { NoticeAnswer } from '@pgportal/contracts/responses';
import type { RecordNoticeValues } from '@pgportal/contracts/schemas';
import type { Db, Executor } from '../../db/client';
import { bedAssignments, beds, properties, tenantNotices } from '../../db/schema';
import { databaseRefusal } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { today as todayInIndia } from '../calendar';
import { shareBillingLock } from '../payments/job/lock';
import { daysShortOf } from './last-period';
import { presentNotice, standing, standingNoticeRow, tenantInScope } from './read';
import { chargeRestOfLastPeriod } from './withdrawn';
import { holdNumbers } from '../payments/hold-numbers';
import { locksTaken } from '../../db/lock-order';

locksTaken('billing', 'bed', 'tenant', 'record', 'invoice');

export interface NoticeActor {
  kind: 'STAFF' | 'TENANT';
  /** the staff user's id (recordedBy), null for a tenant */
  staffId: string | null;
}

const refusedDay = (field: 'noticeDate' | 'moveOutDate', message: string) =>
  badRequest(message, { [field]: message });

/** The tenant, locked after their bed, and their open assignment; 404 out of scope. */
async function lockTenantStay(tx: Executor, scope: AccessScope, tenantId: string) {
  await tx.select({ id: beds.id }).from(beds).where(eq(beds.occupantId, tenantId)).for('update');
  const tenant = await tenantInScope(tx, scope, tenantId, true);
  const [stay] = await tx
    .select()
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)))
    .for('update');
  return { tenant, stay: tenant.bedId ? (stay ?? null) : null };
}

/** POST /tenant/{tenantId}/notice (staff) and POST /tenant/my-notice (the tenant, noticeDate today). */
export async function recordNotice(
  db: Db,
  scope: AccessScope,
  actor: NoticeActor,
  tenantId: string,
  input: RecordNoticeValues,
  today: string = todayInIndia(),
): Promise<NoticeAnswer> {
  const { noticeDate, moveOutDate } = input;
  try {
    return await db.transaction(async (tx) => {
      await shareBillingLock(tx);
      const { tenant, stay } = await lockTenantStay(tx, scope, tenantId);
      if (!stay) throw conflict(MESSAGES.noticeNotOnBed);
      if (noticeDate > today) throw refusedDay('noticeDate', MESSAGES.noticeInFuture);
      if (moveOutDate < noticeDate) throw refusedDay('moveOutDate', MESSAGES.moveOutBeforeNotice);
      if (moveOutDate < stay.startDate) throw refusedDay('moveOutDate', MESSAGES.moveOutBeforeStart);
      if (await standingNoticeRow(tx, tenant.id)) throw conflict(MESSAGES.noticeStanding);
      const [property] = await tx
        .select({ days: properties.noticePeriodDays })
        .from(properties)
        .where(eq(properties.id, stay.propertyId));
      const [row] = await tx
        .insert(tenantNotices)
        .values({
          tenantId: tenant.id,
          propertyId: stay.propertyId,
          assignmentId: stay.id,
          noticeDate,
          moveOutDate,
          shortNotice: daysShortOf(noticeDate, moveOutDate, property?.days ?? 30) > 0,
          givenBy: actor.kind,
          recordedBy: actor.staffId,
        })
        .returning();
      await recordAudit(tx, {
        actor: actorOf(scope),
        objectType: 'ASSIGNMENT',
        objectId: stay.id,
        action: 'NOTICE',
        propertyId: stay.propertyId,
        tenantId: tenant.id,
        after: { noticeDate, moveOutDate, shortNotice: row!.shortNotice },
      });
      return presentNotice(tx, row!, today);
    });
  } catch (error) {
    throw databaseRefusal(error) ?? error;
  }
}

/**
 * DELETE /tenant/{tenantId}/notice and DELETE /tenant/my-notice: before the move-out date only.
 * A last period already billed to the move-out day is billed in full again (withdrawn.ts).
 */
export async function withdrawNotice(
  db: Db,
  scope: AccessScope,
  tenantId: string,
  today: string = todayInIndia(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await shareBillingLock(tx);
    const { tenant, stay } = await lockTenantStay(tx, scope, tenantId);
    const [notice] = await tx
      .select()
      .from(tenantNotices)
      .where(and(eq(tenantNotices.tenantId, tenant.id), standing))
      .for('update');
    if (!notice) throw notFound(MESSAGES.noticeNotFound);
    if (today >= notice.moveOutDate) throw conflict(MESSAGES.noticeWithdrawTooLate);
    await holdNumbers(tx, today);
    await tx.update(tenantNotices).set({ withdrawnAt: new Date() }).where(eq(tenantNotices.id, notice.id));
    if (stay) await chargeRestOfLastPeriod(tx, stay, notice.moveOutDate, today);
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'ASSIGNMENT',
      objectId: notice.assignmentId ?? tenant.id,
      action: 'NOTICE',
      propertyId: notice.propertyId,
      tenantId: tenant.id,
      before: { noticeDate: notice.noticeDate, moveOutDate: notice.moveOutDate, withdrawn: false },
      after: { withdrawn: true },
    });
  });
}

/** Inside vacate's transaction (after its locks): the tenant's standing notice has been carried out. */
export async function completeNotice(tx: Executor, tenantId: string): Promise<void> {
  await tx
    .update(tenantNotices)
    .set({ completedAt: new Date() })
    .where(and(eq(tenantNotices.tenantId, tenantId), standing));
}
