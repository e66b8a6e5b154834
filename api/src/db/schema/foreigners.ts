// A foreign national's Form III details (issue 45): what the immigration portal's form asks of a
// tenant who is not Indian, one row per tenant, and each arrival or departure report the keeper of
// the accommodation files within 24 hours. The passport and visa numbers are encrypted at rest
// (services/form3/pii-crypto.ts, the key outside the database); only their last 4 are kept in clear.
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { FORM3_REPORT_KINDS, VISA_KINDS } from '@pgportal/contracts/enums';
import { createdAt, id, updatedAt } from './columns';
import { properties } from './properties';
import { tenants, users } from './identity';

export const tenantForeignDetails = pgTable(
  'tenant_foreign_details',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    nationality: text('nationality').notNull(),
    gender: text('gender', { enum: ['M', 'F', 'T'] }),
    permanentAddressAbroad: text('permanent_address_abroad').notNull().default(''),
    permanentPhone: text('permanent_phone').notNull().default(''),
    /** AES-256-GCM ciphertext of the whole number ('v1:<base64>'); never the number in clear */
    passportNumberEnc: text('passport_number_enc'),
    passportLast4: text('passport_last4'),
    passportPlaceOfIssue: text('passport_place_of_issue').notNull().default(''),
    passportIssuedOn: date('passport_issued_on'),
    passportExpiresOn: date('passport_expires_on'),
    visaKind: text('visa_kind', { enum: VISA_KINDS }),
    visaNumberEnc: text('visa_number_enc'),
    visaLast4: text('visa_last4'),
    visaType: text('visa_type').notNull().default(''),
    visaPlaceOfIssue: text('visa_place_of_issue').notNull().default(''),
    visaIssuedOn: date('visa_issued_on'),
    visaExpiresOn: date('visa_expires_on'),
    arrivedFrom: text('arrived_from').notNull().default(''),
    arrivedInIndiaOn: date('arrived_in_india_on'),
    /** when they arrived at the PG: the arrival report's 24 hours run from here */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    intendedStay: text('intended_stay').notNull().default(''),
    purposeOfStay: text('purpose_of_stay').notNull().default(''),
    employedInIndia: boolean('employed_in_india').notNull().default(false),
    nextDestination: text('next_destination').notNull().default(''),
    /** when they left the PG (the move-out), null while they stay: the departure report's clock */
    departedAt: timestamp('departed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('tenant_foreign_details_tenant_unique').on(table.tenantId)],
);

export type TenantForeignDetailsRow = typeof tenantForeignDetails.$inferSelect;

export const form3Reports = pgTable(
  'form3_reports',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    kind: text('kind', { enum: FORM3_REPORT_KINDS }).notNull(),
    /** the arrival at or departure from the PG */
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    /** eventAt + 24 hours */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    submissionNumber: text('submission_number'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('form3_reports_event_unique').on(table.tenantId, table.kind, table.eventAt),
    index('form3_reports_property_event_idx').on(table.propertyId, table.eventAt),
  ],
);

export type Form3ReportRow = typeof form3Reports.$inferSelect;
