// Complaints raised by tenants, their images and the history of their status.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from '@pgportal/contracts/enums';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import { properties } from './properties';
import { beds, rooms } from './rooms';

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** where the tenant was when raising it */
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id),
    bedId: uuid('bed_id')
      .notNull()
      .references(() => beds.id),
    /** at most 300 characters */
    issue: text('issue').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('PENDING'),
    /** chosen by the tenant (required on create); complaints raised before categories are OTHER */
    category: text('category', { enum: COMPLAINT_CATEGORIES }).notNull().default('OTHER'),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('complaints_property_updated_idx').on(table.propertyId, table.updatedAt),
    // every property's list (scope=all) newest change first, and its pages by key (issue 43)
    index('complaints_updated_idx').on(table.updatedAt, table.id),
    index('complaints_tenant_idx').on(table.tenantId, table.updatedAt),
  ],
);

export const complaintImages = pgTable(
  'complaint_images',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id),
    /** storage key (upload kind complaintImage) */
    fileKey: text('file_key').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('complaint_images_complaint_idx').on(table.complaintId, table.position),
    /** who may open an image is looked up by its key */
    index('complaint_images_file_key_idx').on(table.fileKey),
  ],
);

/** Every status change: who, when, from, to, and staff's note with it (the reason when rejected). */
export const complaintHistory = pgTable(
  'complaint_history',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id),
    fromStatus: text('from_status', { enum: COMPLAINT_STATUSES }),
    toStatus: text('to_status', { enum: COMPLAINT_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [index('complaint_history_complaint_idx').on(table.complaintId, table.createdAt)],
);

export type ComplaintRow = typeof complaints.$inferSelect;
