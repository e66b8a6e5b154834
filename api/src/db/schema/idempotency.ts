// Idempotency keys of the money routes (docs/billing.md "Retries and Idempotency-Key"): the first
// request with a caller's key claims it (a pending row: no status yet), its successful answer is
// kept for 24 hours and answered again to a retry with the same key and the same request.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** 'staff' or 'tenant': a key is the caller's own, so two callers' equal keys never meet */
    callerKind: text('caller_kind', { enum: ['staff', 'tenant'] }).notNull(),
    /** the staff user's or the tenant's id (no foreign key: the row outlives nothing, 24 hours) */
    callerId: uuid('caller_id').notNull(),
    /** the Idempotency-Key header: 1 to 200 printable ASCII characters */
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** the route's pattern, e.g. /api/v1/payment/:billingId/pay */
    route: text('route').notNull(),
    /** SHA-256 (hex) of the method, route, path parameters and body (a form: its fields and files' bytes) */
    fingerprint: text('fingerprint').notNull(),
    /** null while the first request is being processed */
    statusCode: integer('status_code'),
    /** the answer as it was sent (JSON text) */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_caller_key_unique').on(table.callerKind, table.callerId, table.key),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
