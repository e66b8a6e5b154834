// A tenant's legal documents (SPEC §3 "Legal document upload"): a type, a number (Aadhaar masked
// but for its last 4 digits) and an optional private file, served only through a checked route.
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@pgportal/contracts/messages';
import { maskAadhaar, type legalDocumentSchema } from '@pgportal/contracts/schemas';
import type { LegalDocument } from '@pgportal/contracts/types';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { legalDocuments, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import type { AccessScope } from '../access';
import { tenantVisibleTo } from '../tenants/write';
import { presentLegalDocument } from '../tenants/read';
import { UPLOAD_KINDS, withUploadedFile, type ReceivedFile } from '../files/uploads';

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
  const number = input.type === 'AADHAR' ? maskAadhaar(input.number) : input.number;
  return withUploadedFile(deps.uploads, 'legalDocument', file, (key) =>
    deps.db.transaction(async (tx) => {
      const [tenant] = await tx
        .select({ id: tenants.id })
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
      return { result: presentLegalDocument(row!), replacedKey: null };
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
