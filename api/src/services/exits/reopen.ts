// Reopening an exit statement whose figures changed after it was sent (issue 41): a payment, a new
// invoice or late fee, a pending charge or meal credit. The version sent stored its figures; when
// the live ones no longer say the same, a new version (the same deductions and photos) is sent
// with the live figures and the statement waits for the tenant's answer again (SENT), and they
// are mailed. Checked when the statement is read, answered or settled, and by the hourly job, each
// time under the tenant's and the statement's locks, so two checks never reopen it twice.
//
// Locks: LOCK_ORDER (db/lock-order.ts): the tenant, then their statement and its versions.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import {
  exitDeductionPhotos,
  exitDeductions,
  exitStatements,
  exitStatementVersions,
  tenants,
  type ExitStatementRow,
  type StatementFiguresRow,
} from '../../db/schema';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { horizonOf, liveFigures, sameFigures } from './figures';
import { mailExitStatement } from './notify';
import { deductionsOf, statementOf, versionsOf } from './read';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

/** Statuses whose figures the tenant was shown and may have agreed to. */
const SHOWN = ['SENT', 'ACCEPTED'] as const;
const isShown = (status: ExitStatementRow['status']) => (SHOWN as readonly string[]).includes(status);

/** The current version, its deductions, and the statement's live figures. */
export async function currentFigures(db: Executor, statement: ExitStatementRow) {
  const version = (await versionsOf(db, statement.id)).find((row) => row.number === statement.version);
  const deductions = await deductionsOf(db, version ? [version.id] : []);
  const deductionsPaise = deductions.reduce((sum, row) => sum + row.amountPaise, 0);
  const live = await liveFigures(db, statement.tenantId, horizonOf(statement), deductionsPaise);
  return { version, deductions, live };
}

/**
 * Under the tenant's and the statement's locks: when the statement was shown (SENT or ACCEPTED)
 * and its live figures differ from the version's, sends a new version with them. Whether it did.
 */
export async function reopenIfChanged(tx: Executor, statement: ExitStatementRow): Promise<boolean> {
  if (!isShown(statement.status)) return false;
  const { version, deductions, live } = await currentFigures(tx, statement);
  if (!version || sameFigures(version.figures, live)) return false;
  await sendNewVersion(tx, statement, deductions, live);
  return true;
}

/** A new version with the same deductions (and photos), sent now with `figures`; the statement SENT. */
async function sendNewVersion(
  tx: Executor,
  statement: ExitStatementRow,
  deductions: Awaited<ReturnType<typeof deductionsOf>>,
  figures: StatementFiguresRow,
) {
  const now = new Date();
  const number = statement.version + 1;
  const [version] = await tx
    .insert(exitStatementVersions)
    .values({ statementId: statement.id, number, sentAt: now, figures, reopened: true })
    .returning({ id: exitStatementVersions.id });
  for (const [position, deduction] of deductions.entries()) {
    const [row] = await tx
      .insert(exitDeductions)
      .values({
        versionId: version!.id,
        position,
        reason: deduction.reason,
        amountPaise: deduction.amountPaise,
      })
      .returning({ id: exitDeductions.id });
    if (deduction.photos.length) {
      await tx.insert(exitDeductionPhotos).values(
        deduction.photos.map((photo, index) => ({
          deductionId: row!.id,
          position: index,
          fileKey: photo.fileKey,
        })),
      );
    }
  }
  await tx
    .update(exitStatements)
    .set({ version: number, status: 'SENT', updatedAt: now })
    .where(eq(exitStatements.id, statement.id));
  statement.version = number;
  statement.status = 'SENT';
}

/** Locks the live tenant, then their statement (no scope: the caller checked it, or it is the job). */
export async function lockStatement(tx: Executor, tenantId: string) {
  await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .for('update');
  const [statement] = await tx
    .select()
    .from(exitStatements)
    .where(eq(exitStatements.tenantId, tenantId))
    .for('update');
  return statement ?? null;
}

interface ReopenDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

/**
 * Before a statement is read: reopens it if its figures changed (read first without a lock; only
 * a change takes the locks and checks again), then mails the tenant. Whether it reopened.
 */
export async function refreshStatement(deps: ReopenDeps, tenantId: string): Promise<boolean> {
  const seen = await statementOf(deps.db, tenantId);
  if (!seen || !isShown(seen.status)) return false;
  const { version, live } = await currentFigures(deps.db, seen);
  if (version && sameFigures(version.figures, live)) return false;
  const reopened = await deps.db.transaction(async (tx) => {
    const statement = await lockStatement(tx, tenantId);
    return statement ? reopenIfChanged(tx, statement) : false;
  });
  if (reopened) await mailExitStatement(deps, tenantId, { changed: true });
  return reopened;
}

/** The hourly job: every statement waiting for or holding the tenant's answer is checked. */
export async function refreshShownStatements(deps: ReopenDeps): Promise<number> {
  const rows = await deps.db
    .select({ tenantId: exitStatements.tenantId })
    .from(exitStatements)
    .where(inArray(exitStatements.status, [...SHOWN]));
  let reopened = 0;
  for (const row of rows) if (await refreshStatement(deps, row.tenantId)) reopened += 1;
  return reopened;
}
