// Reading exit statements (issue 24): staff read a tenant's in their scope, a tenant reads their
// own once sent. Before settling, the deposit and the dues are read live from the ledger; a settled
// statement shows what it settled.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitStatementAnswer } from '@pgportal/contracts/responses';
import type { Executor } from '../../db/client';
import {
  exitDeductionPhotos,
  exitDeductions,
  exitStatements,
  exitStatementVersions,
  properties,
  tenantNotices,
  tenants,
  type ExitStatementRow,
  type ExitStatementVersionRow,
  users,
  type SettledOutstanding,
  type StatementFiguresRow,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { plusDays } from '../calendar';
import { fileUrl } from '../files/uploads';
import { toRupees } from '../money';
import { horizonOf, liveFigures } from './figures';

export interface DeductionRow {
  id: string;
  versionId: string;
  reason: string;
  amountPaise: number;
  photos: Array<{ id: string; fileKey: string }>;
}

/** The live tenant, if staff may see them; else 404. */
export async function staffTenant(db: Executor, scope: AccessScope, tenantId: string) {
  const [tenant] = await db
    .select({
      id: tenants.id,
      fullName: tenants.fullName,
      email: tenants.email,
      propertyId: tenants.propertyId,
    })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
  return tenant;
}

/** The tenant's standing notice (neither withdrawn nor completed), if any. */
export async function standingNotice(db: Executor, tenantId: string) {
  const [notice] = await db
    .select()
    .from(tenantNotices)
    .where(
      and(
        eq(tenantNotices.tenantId, tenantId),
        isNull(tenantNotices.withdrawnAt),
        isNull(tenantNotices.completedAt),
      ),
    );
  return notice ?? null;
}

/** The refund deadline of a move-out in a property: the move-out day plus its refund period. */
export async function refundDueDateOf(db: Executor, propertyId: string, moveOutDate: string) {
  const [property] = await db
    .select({ days: properties.refundPeriodDays })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return plusDays(moveOutDate, property?.days ?? 15);
}

export async function statementOf(db: Executor, tenantId: string): Promise<ExitStatementRow | null> {
  const [row] = await db.select().from(exitStatements).where(eq(exitStatements.tenantId, tenantId));
  return row ?? null;
}

export async function versionsOf(db: Executor, statementId: string): Promise<ExitStatementVersionRow[]> {
  return db
    .select()
    .from(exitStatementVersions)
    .where(eq(exitStatementVersions.statementId, statementId))
    .orderBy(asc(exitStatementVersions.number));
}

/** The deductions of these versions with their photos, in order. */
export async function deductionsOf(db: Executor, versionIds: string[]): Promise<DeductionRow[]> {
  if (!versionIds.length) return [];
  const rows = await db
    .select()
    .from(exitDeductions)
    .where(inArray(exitDeductions.versionId, versionIds))
    .orderBy(asc(exitDeductions.position));
  const photos = rows.length
    ? await db
        .select()
        .from(exitDeductionPhotos)
        .where(
          inArray(
            exitDeductionPhotos.deductionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(exitDeductionPhotos.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    versionId: row.versionId,
    reason: row.reason,
    amountPaise: row.amountPaise,
    photos: photos
      .filter((photo) => photo.deductionId === row.id)
      .map(({ id, fileKey }) => ({ id, fileKey })),
  }));
}

const outstandingAnswer = (row: SettledOutstanding) => ({
  _id: row.id,
  invoiceId: row.invoiceId,
  type: row.type as 'RENT' | 'ADVANCE' | 'ADJUSTMENT',
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  total: toRupees(row.totalPaise),
  paid: toRupees(row.paidPaise),
  outstanding: toRupees(row.totalPaise - row.paidPaise),
});

/** The name of the staff member who chose to settle early, if any. */
async function chosenBy(db: Executor, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

/**
 * What the statement says now: live figures before settling (billing up to the move-out day, or
 * the day staff chose to settle early), the settled ones after.
 */
export async function presentStatement(
  db: Executor,
  tenant: { id: string; fullName: string },
  statement: ExitStatementRow | null,
  place: { moveOutDate: string; refundDueDate: string },
  shownVersion?: number,
): Promise<ExitStatementAnswer> {
  const versions = statement ? await versionsOf(db, statement.id) : [];
  const deductions = await deductionsOf(
    db,
    versions.map((version) => version.id),
  );
  const number = shownVersion ?? statement?.version ?? 0;
  const current = versions.find((version) => version.number === number);
  const shown = deductions.filter((deduction) => deduction.versionId === current?.id);
  const settled = statement?.status === 'SETTLED';
  const deductionsPaise = shown.reduce((sum, row) => sum + row.amountPaise, 0);
  const settledFigures = settled ? versions.find((row) => row.number === statement.version)?.figures : null;
  const figures: StatementFiguresRow = settled
    ? (settledFigures ?? {
        depositPaise: statement.settledDepositPaise ?? 0,
        dues: statement.settledOutstanding ?? [],
        projected: [],
        pending: [],
        deductionsPaise,
        refundPaise: statement.settledRefundPaise ?? 0,
      })
    : await liveFigures(db, tenant.id, statement ? horizonOf(statement) : place.moveOutDate, deductionsPaise);
  const dues = figures.dues;
  const depositPaise = figures.depositPaise;
  const duesPaise = dues.reduce((sum, row) => sum + row.totalPaise - row.paidPaise, 0);
  const projectedPaise = figures.projected.reduce((sum, row) => sum + row.amountPaise, 0);
  const pendingPaise = figures.pending.reduce((sum, row) => sum + row.amountPaise, 0);
  const lastDispute = [...versions].reverse().find((version) => version.response === 'DISPUTED');
  return {
    tenantId: tenant.id,
    tenantName: tenant.fullName,
    status: statement?.status ?? 'DRAFT',
    version: current?.number ?? 0,
    moveOutDate: place.moveOutDate,
    refundDueDate: place.refundDueDate,
    depositHeld: toRupees(depositPaise),
    outstanding: dues.map(outstandingAnswer),
    outstandingTotal: toRupees(duesPaise),
    deductions: shown.map((row) => ({
      id: row.id,
      reason: row.reason,
      amount: toRupees(row.amountPaise),
      photos: row.photos.map((photo) => ({ id: photo.id, url: fileUrl(photo.fileKey) })),
    })),
    deductionsTotal: toRupees(deductionsPaise),
    projected: figures.projected.map((row) => ({
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      description: row.description,
      amount: toRupees(row.amountPaise),
    })),
    projectedTotal: toRupees(projectedPaise),
    pending: figures.pending.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      amount: toRupees(row.amountPaise),
    })),
    pendingTotal: toRupees(pendingPaise),
    refund: toRupees(depositPaise - duesPaise - projectedPaise - pendingPaise - deductionsPaise),
    earlySettle: statement?.earlySettleOn
      ? { on: statement.earlySettleOn, by: await chosenBy(db, statement.earlySettleBy) }
      : null,
    tenantComment: lastDispute?.comment ?? null,
    settledAt: statement?.settledAt?.toISOString() ?? null,
    settlement: settled
      ? {
          paymentMode: statement.refundMode,
          paidAt: statement.refundPaidAt,
          reference: statement.refundReference,
        }
      : null,
    versions: versions.map((version) => {
      const own = deductions.filter((deduction) => deduction.versionId === version.id);
      return {
        number: version.number,
        createdAt: version.createdAt.toISOString(),
        sentAt: version.sentAt?.toISOString() ?? null,
        response: version.response,
        comment: version.comment,
        respondedAt: version.respondedAt?.toISOString() ?? null,
        reopened: version.reopened,
        deductions: own.map((row) => ({
          reason: row.reason,
          amount: toRupees(row.amountPaise),
          photos: row.photos.length,
        })),
        deductionsTotal: toRupees(own.reduce((sum, row) => sum + row.amountPaise, 0)),
      };
    }),
  };
}

/** GET /tenant/{tenantId}/exit-statement: null while there is neither a statement nor a notice. */
export async function getExitStatement(
  db: Executor,
  scope: AccessScope,
  tenantId: string,
): Promise<ExitStatementAnswer | null> {
  const tenant = await staffTenant(db, scope, tenantId);
  const statement = await statementOf(db, tenant.id);
  if (statement) return presentStatement(db, tenant, statement, statement);
  const notice = await standingNotice(db, tenant.id);
  if (!notice) return null;
  const refundDueDate = await refundDueDateOf(db, notice.propertyId, notice.moveOutDate);
  return presentStatement(db, tenant, null, { moveOutDate: notice.moveOutDate, refundDueDate });
}

/**
 * GET /tenant/my-exit-statement: the latest version sent to the tenant (null before one is); while
 * staff change it after a dispute, the tenant still sees the version they answered.
 */
export async function getMyExitStatement(
  db: Executor,
  tenantId: string,
): Promise<ExitStatementAnswer | null> {
  const [tenant] = await db
    .select({ id: tenants.id, fullName: tenants.fullName })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)));
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  const statement = await statementOf(db, tenant.id);
  if (!statement) return null;
  const [sent] = await db
    .select()
    .from(exitStatementVersions)
    .where(and(eq(exitStatementVersions.statementId, statement.id), isNotNull(exitStatementVersions.sentAt)))
    .orderBy(desc(exitStatementVersions.number))
    .limit(1);
  if (!sent) return null;
  const answer = await presentStatement(db, tenant, statement, statement, sent.number);
  const status = statement.status === 'DRAFT' ? (sent.response ?? 'SENT') : statement.status;
  // the tenant sees the versions sent to them only
  return { ...answer, status, versions: answer.versions.filter((version) => version.sentAt) };
}

export { refundsDue } from './refunds-due';

/** For the private files route: a photo of a statement of a live tenant the caller may see. */
export async function exitPhotoVisible(db: Executor, scope: AccessScope, key: string): Promise<boolean> {
  const rows = await db
    .select({ tenantId: exitStatements.tenantId, propertyId: exitStatements.propertyId })
    .from(exitDeductionPhotos)
    .innerJoin(exitDeductions, eq(exitDeductions.id, exitDeductionPhotos.deductionId))
    .innerJoin(exitStatementVersions, eq(exitStatementVersions.id, exitDeductions.versionId))
    .innerJoin(exitStatements, eq(exitStatements.id, exitStatementVersions.statementId))
    .innerJoin(tenants, eq(tenants.id, exitStatements.tenantId))
    .where(and(eq(exitDeductionPhotos.fileKey, key), isNull(tenants.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return false;
  return scope.kind === 'tenant' ? row.tenantId === scope.actorId : scope.includes(row.propertyId);
}
