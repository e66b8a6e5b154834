// Consent to the privacy notice (issue 45): every agreement is kept, with the notice's version, the
// time, and how it was given (the tenant online, or staff recording the paper the tenant signed).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_METHODS } from '@pgportal/contracts/enums';
import { id } from './columns';
import { tenants, users } from './identity';

export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** PRIVACY_NOTICE_VERSION as it was when they agreed */
    version: text('version').notNull(),
    /** ONLINE: the tenant pressed 'I agree'; PAPER: staff recorded the tenant's signed paper */
    method: text('method', { enum: CONSENT_METHODS }).notNull(),
    /** the staff member who recorded a paper consent; null when the tenant agreed online */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** who recorded it, by name as it was then */
    recordedByName: text('recorded_by_name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_consents_tenant_idx').on(table.tenantId, table.acceptedAt)],
);

export type PrivacyConsentRow = typeof privacyConsents.$inferSelect;
