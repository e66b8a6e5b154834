// What belongs to a tenant beside their record: legal documents (private files).
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AADHAAR_CHECKS, ID_PROOF_TYPES } from '@pgportal/contracts/enums';
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
    /** masked: every kind of ID number is stored with only its last 4 characters (issue 45) */
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

/** Raw bytes (PostgreSQL bytea), as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * What an Aadhaar QR said of a tenant (issue 45), one row per tenant, replaced by a new scan:
 * never the whole number and never the card's image; the photo is the QR's own JPEG 2000, and
 * beside it the same photo as a PNG, which browsers show (aadhaar-qr/photo.ts).
 */
export const tenantAadhaar = pgTable(
  'tenant_aadhaar',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    last4: text('last4').notNull(),
    name: text('name').notNull(),
    /** YYYY-MM-DD when the QR holds the whole date */
    dateOfBirth: date('date_of_birth'),
    yearOfBirth: integer('year_of_birth'),
    gender: text('gender', { enum: ['M', 'F', 'T'] }),
    photo: bytea('photo'),
    /** the photo decoded to PNG; null when there is none, it could not be read, or it was kept before */
    photoPng: bytea('photo_png'),
    format: text('format', { enum: ['SECURE_QR', 'XML_QR'] }).notNull(),
    check: text('check', { enum: AADHAAR_CHECKS }).notNull(),
    certificateFile: text('certificate_file'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member who scanned it; null when the tenant scanned their own */
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    /** who scanned it, by name as it was then */
    verifiedByName: text('verified_by_name').notNull(),
  },
  (table) => [uniqueIndex('tenant_aadhaar_tenant_unique').on(table.tenantId)],
);

export type TenantAadhaarRow = typeof tenantAadhaar.$inferSelect;
