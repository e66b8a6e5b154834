// Writing exit statements (issue 24): staff save a new version of the deductions (each save is a
// new version; none is ever changed or deleted), send the latest to the tenant, who accepts or
// disputes it with a comment.
//
// Locks: LOCK_ORDER (db/lock-order.ts): the tenant, then their exit statement, then its versions.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import type { ExitDisputeValues, ExitStatementSaveValues } from '@pgportal/contracts/schemas';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import {
  exitDeductionPhotos,
  exitDeductions,
  exitStatements,
  exitStatementVersions,
  tenants,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AccessScope } from '../access';
import type { ReceivedFile } from '../files/uploads';
import { toPaise } from '../money';
import { deductionsOf, refundDueDateOf, standingNotice, versionsOf } from './read';
import { currentFigures, reopenIfChanged } from './reopen';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

/** Locks the live tenant (in scope), then their statement; 404 for a tenant out of scope. */
export async function lockTenantStatement(tx: Executor, scope: AccessScope, tenantId: string) {
  const [tenant] = await tx
    .select({ id: tenants.id, propertyId: tenants.propertyId, bedId: tenants.bedId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt)))
    .for('update');
  if (!tenant || !scope.includes(tenant.propertyId)) throw notFound(MESSAGES.tenantNotFound);
  const [statement] = await tx
    .select()
    .from(exitStatements)
    .where(eq(exitStatements.tenantId, tenant.id))
    .for('update');
  return { tenant, statement: statement ?? null };
}

/** Stores every photo first; if `write` fails they are removed again. */
async function withStoredPhotos<T>(
  deps: Deps,
  photos: ReceivedFile[][],
  write: (keys: string[][]) => Promise<T>,
) {
  const keys: string[][] = [];
  try {
    for (const files of photos) {
      const stored: string[] = [];
      keys.push(stored);
      for (const file of files) stored.push(await deps.uploads.store('exitPhoto', file));
    }
    return await write(keys);
  } catch (error) {
    await Promise.all(keys.flat().map((key) => deps.uploads.remove(key)));
    throw error;
  }
}

/**
 * PUT /tenant/{tenantId}/exit-statement: a new version with these deductions (and, per deduction,
 * its new photos and the ones of the latest version it keeps). The first save needs a standing
 * notice; a settled statement is final (409).
 */
export async function saveExitStatement(
  deps: Deps,
  scope: AccessScope,
  actorId: string,
  tenantId: string,
  input: ExitStatementSaveValues,
  photos: ReceivedFile[][],
): Promise<void> {
  await withStoredPhotos(deps, photos, (newKeys) =>
    deps.db.transaction(async (tx) => {
      const { tenant, statement: found } = await lockTenantStatement(tx, scope, tenantId);
      if (found?.status === 'SETTLED') throw conflict(MESSAGES.exitStatementSettledAlready);
      const notice = await standingNotice(tx, tenant.id);
      if (!found && !notice) throw conflict(MESSAGES.exitStatementNeedsNotice);
      const place = notice
        ? {
            moveOutDate: notice.moveOutDate,
            refundDueDate: await refundDueDateOf(tx, tenant.propertyId!, notice.moveOutDate),
          }
        : { moveOutDate: found!.moveOutDate, refundDueDate: found!.refundDueDate };
      const number = (found?.version ?? 0) + 1;
      const [statement] = found
        ? await tx
            .update(exitStatements)
            .set({
              ...place,
              status: 'DRAFT',
              version: number,
              noticeId: notice?.id ?? found.noticeId,
              updatedAt: new Date(),
            })
            .where(eq(exitStatements.id, found.id))
            .returning()
        : await tx
            .insert(exitStatements)
            .values({
              tenantId: tenant.id,
              propertyId: tenant.propertyId!,
              noticeId: notice!.id,
              ...place,
              version: number,
            })
            .returning();
      const latest = found
        ? (await versionsOf(tx, found.id)).find((version) => version.number === found.version)
        : null;
      const keepable = new Map(
        (latest ? await deductionsOf(tx, [latest.id]) : []).flatMap((deduction) =>
          deduction.photos.map((photo) => [photo.id, photo.fileKey] as const),
        ),
      );
      const [version] = await tx
        .insert(exitStatementVersions)
        .values({ statementId: statement!.id, number, createdBy: actorId })
        .returning({ id: exitStatementVersions.id });
      for (const [position, deduction] of input.deductions.entries()) {
        const kept = deduction.photoIds.map((photoId) => {
          const key = keepable.get(photoId);
          if (!key)
            throw badRequest(MESSAGES.exitPhotoNotKept, {
              [`deductions.${position}.photoIds`]: MESSAGES.exitPhotoNotKept,
            });
          return key;
        });
        const [row] = await tx
          .insert(exitDeductions)
          .values({
            versionId: version!.id,
            position,
            reason: deduction.reason,
            amountPaise: toPaise(deduction.amount),
          })
          .returning({ id: exitDeductions.id });
        const keys = [...kept, ...(newKeys[position] ?? [])];
        if (keys.length) {
          await tx
            .insert(exitDeductionPhotos)
            .values(keys.map((fileKey, index) => ({ deductionId: row!.id, position: index, fileKey })));
        }
      }
    }),
  );
}

/** POST /tenant/{tenantId}/exit-statement/send: the latest version goes to the tenant. Their e-mail. */
export async function sendExitStatement(db: Deps['db'], scope: AccessScope, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { statement } = await lockTenantStatement(tx, scope, tenantId);
    if (!statement) throw conflict(MESSAGES.exitStatementNothingToSend);
    if (statement.status === 'SETTLED') throw conflict(MESSAGES.exitStatementSettledAlready);
    if (statement.status !== 'DRAFT') throw conflict(MESSAGES.exitStatementAlreadySent);
    // the figures it is sent with: a later change to them reopens it (reopen.ts)
    const { live } = await currentFigures(tx, statement);
    await tx
      .update(exitStatementVersions)
      .set({ sentAt: new Date(), figures: live })
      .where(
        and(
          eq(exitStatementVersions.statementId, statement.id),
          eq(exitStatementVersions.number, statement.version),
        ),
      );
    await tx
      .update(exitStatements)
      .set({ status: 'SENT', updatedAt: new Date() })
      .where(eq(exitStatements.id, statement.id));
  });
}

/**
 * POST /tenant/my-exit-statement/accept | dispute: the tenant's answer to the version sent. An
 * acceptance of figures that changed meanwhile reopens the statement instead ('reopened': the
 * caller mails the tenant and refuses, 409); one naming an older version than the latest is 409.
 */
export async function answerExitStatement(
  db: Deps['db'],
  scope: AccessScope,
  answer: ({ response: 'ACCEPTED' } & { version?: number }) | ({ response: 'DISPUTED' } & ExitDisputeValues),
): Promise<'answered' | 'reopened'> {
  return db.transaction(async (tx) => {
    const { statement } = await lockTenantStatement(tx, scope, scope.actorId);
    if (!statement) throw notFound(MESSAGES.exitStatementNotFound);
    if (answer.response === 'ACCEPTED') {
      if (await reopenIfChanged(tx, statement)) return 'reopened';
      if (answer.version !== undefined && answer.version !== statement.version)
        throw conflict(MESSAGES.exitStatementChanged);
    }
    if (statement.status !== 'SENT') throw conflict(MESSAGES.exitStatementNotAwaiting);
    const now = new Date();
    await tx
      .update(exitStatementVersions)
      .set({
        response: answer.response,
        comment: 'comment' in answer ? answer.comment : null,
        respondedAt: now,
      })
      .where(
        and(
          eq(exitStatementVersions.statementId, statement.id),
          eq(exitStatementVersions.number, statement.version),
        ),
      );
    await tx
      .update(exitStatements)
      .set({ status: answer.response, updatedAt: now })
      .where(eq(exitStatements.id, statement.id));
    return 'answered';
  });
}
