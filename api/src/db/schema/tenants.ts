// What belongs to a tenant beside their record: legal documents (private files).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ID_PROOF_TYPES } from '@pgportal/contracts/enums';
import { createdAt, deletedAt, id } from './columns';
import { tenants, users } from './identity';

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    type: text('type', { enum: ID_PROOF_TYPES }).notNull(),
    /** as shown: Aadhaar numbers are stored masked except their last 4 digits */
    number: text('number').notNull(),
    /** storage key of the private file (upload kind legalDocument), if one was sent */
    fileKey: text('file_key'),
    /** the content type sniffed from the file's bytes */
    fileType: text('file_type'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    index('legal_documents_tenant_idx').on(table.tenantId),
    /** who may open a file is looked up by its key */
    index('legal_documents_file_key_idx').on(table.fileKey),
  ],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
