// The audit log (issue 26): one row per change to money, tenants, assignments, properties, rooms
// and users, written in the change's own transaction (services/audit). Append-only: a trigger in
// the migration refuses UPDATE and DELETE, and no foreign keys, so nothing cascades into it.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_OBJECT_TYPES } from '@pgportal/contracts/enums';
import { id } from './columns';

export type AuditValues = Record<string, unknown>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** the wall clock, not the transaction's start: entries of one transaction keep their order */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** the staff user or tenant who did it; null for the billing job (actor_kind SYSTEM) */
    actorId: uuid('actor_id'),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** the property the object belongs to, for scoping; null for users */
    propertyId: uuid('property_id'),
    /** the tenant the change concerns, so a tenant's history is one indexed query */
    tenantId: uuid('tenant_id'),
    objectType: text('object_type', { enum: AUDIT_OBJECT_TYPES }).notNull(),
    objectId: uuid('object_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** the changed fields only, ID numbers masked */
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (table) => [
    index('audit_log_object_idx').on(table.objectType, table.objectId, table.createdAt),
    index('audit_log_property_idx').on(table.propertyId, table.createdAt),
    index('audit_log_tenant_idx').on(table.tenantId, table.createdAt),
    /** GET /audit/ of every property: newest first, read backwards */
    index('audit_log_created_idx').on(table.createdAt, table.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
