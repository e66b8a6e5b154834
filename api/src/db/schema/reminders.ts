// Reminders staff send a tenant by hand from the Dues page (issue 23): who sent it, when, and on
// which channel. The billing job's mailed reminders stay in invoice_reminders; the Dues page's
// 'Last reminder' is the later of the two.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_CHANNELS } from '@pgportal/contracts/enums';
import { id } from './columns';
import { tenants, users } from './identity';
import { properties } from './properties';

export const tenantReminders = pgTable(
  'tenant_reminders',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** the Dues page's 'Last reminder': one probe of a tenant's latest */
    index('tenant_reminders_tenant_sent_idx').on(table.tenantId, table.sentAt),
  ],
);
