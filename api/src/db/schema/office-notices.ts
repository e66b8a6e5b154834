// Notices from the office (issue 27): staff post one to a property's tenants; each tenant's reading
// of it is a row of office_notice_reads. ("notices.ts" is the tenant's move-out notice.)
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { tenants, users } from './identity';
import { properties } from './properties';

export const officeNotices = pgTable(
  'office_notices',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** storage key of the optional image (upload kind noticeImage, private) */
    imageKey: text('image_key'),
    /** YYYY-MM-DD, India time: the last day the notice shows; null when it never expires */
    expiresOn: date('expires_on'),
    pinned: boolean('pinned').notNull().default(false),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('office_notices_property_live_idx')
      .on(table.propertyId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
    index('office_notices_image_key_idx').on(table.imageKey),
  ],
);

/** A tenant opened a notice: one row per tenant and notice, written once (idempotent). */
export const officeNoticeReads = pgTable(
  'office_notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => officeNotices.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.noticeId, table.tenantId] })],
);

export type OfficeNoticeRow = typeof officeNotices.$inferSelect;
