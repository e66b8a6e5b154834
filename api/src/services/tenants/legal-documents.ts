// A tenant's legal documents (SPEC §3 "Legal document upload"): a type, a number (every kind masked
// but for its last 4 characters, issue 45) and an optional private file, served only through a checked route.
// A tenant may have several (issue 22); each can be replaced or deleted, its old file removed
// after the commit. Locks: LOCK_ORDER (db/lock-order.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import {
  maskIdProof,
  type legalDocumentReplaceSchema,
  type legalDocumentSchema,
} from '@pgportal/contracts/schemas';
import type { LegalDocument } from '@pgportal/contracts/types';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { legalDocuments, tenants } from '../../db/schema';
import { notFound, ValidationError } from '../../errors';
import type { AccessScope } from '../access';
import { actorOf, recordAudit } from '../audit/record';
import { tenantVisibleTo } from './write';
import { presentLegalDocument } from './read';
import { UPLOAD_KINDS, withUploadedFile, type ReceivedFile } from '../files/uploads';
import { locksTaken } from '../../db/lock-order';

locksTaken('tenant', 'record');

const ACCEPTS: Readonly<Record<string, string>> = UPLOAD_KINDS.legalDocument.accepts;
/** The sniffed type a stored key's extension stands for. */
const mimeOfKey = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.keys(ACCEPTS).find((mime) => ACCEPTS[mime] === extension) ?? null;
};

/** POST /tenant/{id}/legal-documents by staff whose scope holds the tenant. */
export async function addLegalDocument(
  deps: Deps,
  scope: AccessScope,
  tenantId: string,
  input: z.output<typeof legalDocumentSchema>,
  file: ReceivedFile | null,
): Promise<LegalDocument> {
  const number = maskIdProof(input.type, input.number);
  return withUploadedFile(deps.uploads, 'legalDocument', file, (key) =>
    deps.db.transaction(async (tx) => {
      const [tenant] = await tx
        .select({ id: tenants.id, propertyId: tenants.propertyId })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)))
        .for('update');
      if (!tenant) throw notFound(MESSAGES.tenantNotFound);
      const [row] = await tx
        .insert(legalDocuments)
        .values({
          tenantId,
          type: input.type,
          number,
          fileKey: key,
          fileType: key ? mimeOfKey(key) : null,
          uploadedBy: scope.kind === 'staff' ? scope.actorId : null,
        })
        .returning();
      await auditDocument(tx, scope, tenant, null, { type: row!.type, number: row!.number, file: !!key });
      return { result: presentLegalDocument(row!), replacedKey: null };
    }),
  );
}

/** A legal document is part of the tenant's record: its change is a TENANT entry, the number masked. */
function auditDocument(
  tx: Executor,
  scope: AccessScope,
  tenant: { id: string; propertyId: string | null },
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, {
    actor: actorOf(scope),
    objectType: 'TENANT',
    objectId: tenant.id,
    action: 'UPDATE',
    propertyId: tenant.propertyId,
    before: before && { legalDocument: before },
    after: after && { legalDocument: after },
  });
}

/** Locks the live tenant (in scope) and then its live document; 404 for either missing. */
async function lockDocument(tx: Executor, scope: AccessScope, tenantId: string, documentId: string) {
  const [tenant] = await tx
    .select({ id: tenants.id, propertyId: tenants.propertyId })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletedAt), tenantVisibleTo(scope)))
    .for('update');
  if (!tenant) throw notFound(MESSAGES.tenantNotFound);
  const [document] = await tx
    .select()
    .from(legalDocuments)
    .where(documentOf(tenantId, documentId))
    .for('update');
  if (!document) throw notFound(MESSAGES.legalDocumentNotFound);
  return { ...document, tenant };
}

const documentOf = (tenantId: string, documentId: string) =>
  and(
    eq(legalDocuments.id, documentId),
    eq(legalDocuments.tenantId, tenantId),
    isNull(legalDocuments.deletedAt),
  );

/** Before a form is read: the tenant is live and in scope, and the document is one of theirs. */
export async function assertLegalDocumentInScope(
  executor: Executor,
  scope: AccessScope,
  tenantId: string,
  documentId: string,
) {
  const [found] = await executor
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .innerJoin(tenants, eq(tenants.id, legalDocuments.tenantId))
    .where(and(documentOf(tenantId, documentId), isNull(tenants.deletedAt), tenantVisibleTo(scope)))
    .limit(1);
  if (!found) throw notFound(MESSAGES.legalDocumentNotFound);
}

/**
 * PUT /tenant/{id}/legal-documents/{documentId}: a new type and number (none keeps the stored
 * number, unless the type changes) and, when sent, a new file in place of the old one.
 */
export async function replaceLegalDocument(
  deps: Deps,
  scope: AccessScope,
  ids: { tenantId: string; documentId: string },
  input: z.output<typeof legalDocumentReplaceSchema>,
  file: ReceivedFile | null,
): Promise<LegalDocument> {
  return withUploadedFile(deps.uploads, 'legalDocument', file, (key) =>
    deps.db.transaction(async (tx) => {
      const document = await lockDocument(tx, scope, ids.tenantId, ids.documentId);
      if (!input.number && input.type !== document.type) {
        throw new ValidationError({ number: MESSAGES.legalDocumentNumberForNewType });
      }
      const typed = maskIdProof(input.type, input.number);
      const [row] = await tx
        .update(legalDocuments)
        .set({
          type: input.type,
          number: input.number ? typed : document.number,
          ...(key ? { fileKey: key, fileType: mimeOfKey(key) } : {}),
        })
        .where(eq(legalDocuments.id, document.id))
        .returning();
      await auditDocument(
        tx,
        scope,
        document.tenant,
        { type: document.type, number: document.number, fileReplaced: false },
        { type: row!.type, number: row!.number, fileReplaced: !!key },
      );
      return { result: presentLegalDocument(row!), replacedKey: key ? document.fileKey : null };
    }),
  );
}

/** DELETE /tenant/{id}/legal-documents/{documentId}: the row is marked deleted, its file removed after the commit. */
export async function deleteLegalDocument(
  deps: Deps,
  scope: AccessScope,
  ids: { tenantId: string; documentId: string },
): Promise<void> {
  await withUploadedFile(deps.uploads, 'legalDocument', null, (key) =>
    deps.db.transaction(async (tx) => {
      const document = await lockDocument(tx, scope, ids.tenantId, ids.documentId);
      await tx
        .update(legalDocuments)
        .set({ deletedAt: new Date(), fileKey: key, fileType: null })
        .where(eq(legalDocuments.id, document.id));
      await auditDocument(tx, scope, document.tenant, { type: document.type, number: document.number }, {
        deleted: true,
      });
      return { result: undefined, replacedKey: document.fileKey };
    }),
  );
}

/** For the private files route: the document's tenant is live and visible to the caller. */
export async function legalDocumentVisible(executor: Executor, scope: AccessScope, key: string) {
  const [row] = await executor
    .select({ id: legalDocuments.id })
    .from(legalDocuments)
    .innerJoin(tenants, eq(tenants.id, legalDocuments.tenantId))
    .where(
      and(
        eq(legalDocuments.fileKey, key),
        isNull(legalDocuments.deletedAt),
        isNull(tenants.deletedAt),
        tenantVisibleTo(scope),
      ),
    )
    .limit(1);
  return !!row;
}
