// The audit log (issue 26): GET /audit/ with its filters, and GET /tenant/{tenantId}/history.
import { z } from 'zod';
import { AUDIT_OBJECT_TYPES } from '../enums';
import { isoDate } from './billing';
import { isObjectId } from './ids';
import { pageQuerySchema } from './list';

const id = (field: string) =>
  z.string().trim().refine(isObjectId, `${field} must be an id (a UUID such as 3f2b…), as the API gives it`);

export const auditQuerySchema = pageQuerySchema
  .extend({
    /** only the entries of this property (issue 42); outside the caller's scope, none */
    propertyId: id('propertyId').optional(),
    objectType: z
      .enum(AUDIT_OBJECT_TYPES, { error: `objectType must be one of ${AUDIT_OBJECT_TYPES.join(', ')}` })
      .optional(),
    objectId: id('objectId').optional(),
    /** the user (or tenant) who made the changes */
    actor: id('actor').optional(),
    /** YYYY-MM-DD, days in Asia/Kolkata, both included */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** keyset paging (issue 43): the entries after this one, as cheap at any depth as the first page */
    after: id('after').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: "'to' must be on or after 'from'",
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** GET /tenant/{tenantId}/history: newest first, paged (by key with `after`, as GET /audit/). */
export const tenantHistoryQuerySchema = pageQuerySchema.extend({ after: id('after').optional() });
export type TenantHistoryQuery = z.output<typeof tenantHistoryQuerySchema>;
