// A tenant's police verification (issue 45): started at the move-in (or on first reading, for a
// tenant admitted before) with the day it is due by the state's rule; staff record the number the
// state's portal gave and the day filed, then the day the police verified. Audited.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { PoliceVerificationAnswer } from '@pgportal/contracts/responses';
import type { PoliceFiledValues, PoliceVerifiedValues } from '@pgportal/contracts/schemas';
import type { Executor } from '../../db/client';
import {
  bedAssignments,
  policeVerifications,
  properties,
  propertyManagers,
  users,
  type PoliceVerificationRow,
} from '../../db/schema';
import { badRequest } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { plusDays } from '../calendar';
import { tenantInScope } from '../form3/details';
import { layoutOfState, POLICE_LAYOUTS } from './layouts';
import { policeDueOn, stateCodeOf, stateName } from './state';

/** Starts the tenant's verification at the move-in; a tenant who has one keeps it. */
export async function startPoliceVerification(
  tx: Executor,
  start: { tenantId: string; propertyId: string; movedInOn: string },
) {
  const [property] = await tx
    .select({ gstin: properties.gstin, address: properties.address, state: properties.state })
    .from(properties)
    .where(eq(properties.id, start.propertyId));
  if (!property) return;
  const layout = layoutOfState(stateCodeOf(property));
  await tx
    .insert(policeVerifications)
    .values({ ...start, layout: layout.code, dueOn: policeDueOn(layout, start.movedInOn) })
    .onConflictDoNothing();
}

/** The property's state changed: its verifications still to file take the new layout and due day. */
export async function refreshPoliceLayouts(tx: Executor, propertyId: string) {
  const [property] = await tx
    .select({ gstin: properties.gstin, address: properties.address, state: properties.state })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) return;
  const layout = layoutOfState(stateCodeOf(property));
  const open = await tx
    .select({ id: policeVerifications.id, movedInOn: policeVerifications.movedInOn })
    .from(policeVerifications)
    .where(
      and(
        eq(policeVerifications.propertyId, propertyId),
        eq(policeVerifications.status, 'TO_FILE'),
        ne(policeVerifications.layout, layout.code),
      ),
    );
  for (const row of open) {
    await tx
      .update(policeVerifications)
      .set({ layout: layout.code, dueOn: policeDueOn(layout, row.movedInOn), updatedAt: new Date() })
      .where(eq(policeVerifications.id, row.id));
  }
}

/** The layout a tenant's paper is printed in: their record's, else the property's state's. */
export async function paperLayoutOf(
  db: Executor,
  tenantId: string,
  property: Parameters<typeof stateCodeOf>[0],
) {
  const row = await rowOf(db, tenantId);
  return POLICE_LAYOUTS.find((one) => one.code === row?.layout) ?? layoutOfState(stateCodeOf(property));
}

async function rowOf(db: Executor, tenantId: string) {
  const [row] = await db.select().from(policeVerifications).where(eq(policeVerifications.tenantId, tenantId));
  return row ?? null;
}

/** The row, started from the open stay when the tenant was admitted before this existed. */
async function ensureRow(db: Executor, tenantId: string): Promise<PoliceVerificationRow> {
  const found = await rowOf(db, tenantId);
  if (found) return found;
  const [stay] = await db
    .select({
      propertyId: bedAssignments.propertyId,
      startDate: bedAssignments.startDate,
      billingStart: bedAssignments.billingStart,
    })
    .from(bedAssignments)
    .where(and(eq(bedAssignments.tenantId, tenantId), isNull(bedAssignments.endDate)));
  if (!stay) throw badRequest(MESSAGES.policeNoStay);
  await startPoliceVerification(db, {
    tenantId,
    propertyId: stay.propertyId,
    movedInOn: stay.billingStart ?? stay.startDate,
  });
  return (await rowOf(db, tenantId))!;
}

async function present(
  db: Executor,
  row: PoliceVerificationRow,
  today: string,
): Promise<PoliceVerificationAnswer> {
  const [property] = await db
    .select({ gstin: properties.gstin, address: properties.address, state: properties.state })
    .from(properties)
    .where(eq(properties.id, row.propertyId));
  const layout = POLICE_LAYOUTS.find((one) => one.code === row.layout) ?? layoutOfState(null);
  const [recorder] = row.recordedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.recordedBy))
    : [];
  return {
    tenantId: row.tenantId,
    state:
      layout.code === 'GENERIC'
        ? property
          ? stateName(stateCodeOf(property))
          : null
        : stateName(layout.stateCodes[0] ?? null),
    layout: {
      code: layout.code,
      name: layout.name,
      portalName: layout.portalName,
      portalUrl: layout.portalUrl,
      deadline: layout.deadline,
    },
    status: row.status,
    movedInOn: row.movedInOn,
    dueOn: row.dueOn,
    overdue: row.status === 'TO_FILE' && today > row.dueOn,
    number: row.number,
    filedOn: row.filedOn,
    verifiedOn: row.verifiedOn,
    recordedByName: recorder?.name ?? null,
  };
}

/** GET /tenant/{tenantId}/police */
export async function getPoliceVerification(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  today: string,
): Promise<PoliceVerificationAnswer> {
  await tenantInScope(db, scope, tenantId);
  return present(db, await ensureRow(db, tenantId), today);
}

type Change =
  { kind: 'filed'; values: PoliceFiledValues } | { kind: 'verified'; values: PoliceVerifiedValues };

/** POST …/police/filed and …/police/verified */
export async function recordPolice(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
  change: Change,
  today: string,
): Promise<PoliceVerificationAnswer> {
  const row = await db.transaction(async (tx) => {
    const tenant = await tenantInScope(tx, scope, tenantId, true);
    const before = await ensureRow(tx, tenantId);
    let set: Partial<PoliceVerificationRow>;
    if (change.kind === 'filed') {
      if (before.status === 'VERIFIED') throw badRequest(MESSAGES.policeAlreadyVerified);
      const { number, filedOn } = change.values;
      if (filedOn < plusDays(before.movedInOn, -30)) {
        throw badRequest(MESSAGES.policeFiledBeforeMoveIn, { filedOn: MESSAGES.policeFiledBeforeMoveIn });
      }
      set = { status: 'FILED', number, filedOn };
    } else {
      if (before.status === 'TO_FILE' || !before.filedOn) throw badRequest(MESSAGES.policeNotFiled);
      if (before.status === 'VERIFIED') throw badRequest(MESSAGES.policeAlreadyVerified);
      const { verifiedOn } = change.values;
      if (verifiedOn < before.filedOn) {
        throw badRequest(MESSAGES.policeVerifiedBeforeFiled, {
          verifiedOn: MESSAGES.policeVerifiedBeforeFiled,
        });
      }
      set = { status: 'VERIFIED', verifiedOn };
    }
    const [after] = await tx
      .update(policeVerifications)
      .set({ ...set, recordedBy: scope.actorId, updatedAt: new Date() })
      .where(eq(policeVerifications.id, before.id))
      .returning();
    const shown = (one: PoliceVerificationRow) => ({
      status: one.status,
      number: one.number,
      filedOn: one.filedOn,
      verifiedOn: one.verifiedOn,
    });
    await recordAudit(tx, {
      actor: actorOf(scope),
      objectType: 'TENANT',
      objectId: tenantId,
      action: 'UPDATE',
      propertyId: tenant.propertyId,
      before: { police: shown(before) },
      after: { police: shown(after!) },
    });
    return after!;
  });
  return present(db, row, today);
}

/** The property's owner or manager printed on the paper: its first manager, else who created it. */
export async function ownerOf(db: Executor, propertyId: string) {
  const [manager] = await db
    .select({ name: users.name, phone: users.phoneNumber })
    .from(propertyManagers)
    .innerJoin(users, eq(users.id, propertyManagers.userId))
    .where(and(eq(propertyManagers.propertyId, propertyId), isNull(users.deletedAt)))
    .limit(1);
  if (manager) return manager;
  const [creator] = await db
    .select({ name: users.name, phone: users.phoneNumber })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.createdBy))
    .where(eq(properties.id, propertyId));
  return creator ?? null;
}
