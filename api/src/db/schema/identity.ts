// Identity: staff users, tenants (what sign-in needs; the tenants feature extends the table),
// sign-in codes, sessions, verification links and rate limits.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, OCCUPATION_TYPES, USER_ROLES, WAITING_MAIL_CHOICES } from '@pgportal/contracts/enums';
import type { EmergencyContact, HealthInfo, LocalGuardian } from '@pgportal/contracts/types';
import { createdAt, deletedAt, id, updatedAt } from './columns';
import { properties } from './properties';

/** Staff: OWNER, SUPER_ADMIN, MANAGER. E-mails are stored lower-case. */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull(),
    /** storage key of the avatar image, e.g. avatars/<uuid>.png */
    avatar: text('avatar'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** the property that scopes the dashboard and is the default where a request names none (DESIGN §5) */
    currentPropertyId: uuid('current_property_id').references((): AnyPgColumn => properties.id, {
      onDelete: 'set null',
    }),
    /** how they hear of a tenant's claim, notice or dispute (issue 42): a mail each, or a daily digest */
    waitingMail: text('waiting_mail', { enum: WAITING_MAIL_CHOICES }).notNull().default('EACH'),
    /** when their last daily digest was sent (claimed before sending: once a day on any number of servers) */
    waitingDigestAt: timestamp('waiting_digest_at', { withTimezone: true }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_active_unique')
      .on(table.email)
      .where(sql`${table.deletedAt} is null`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The text the tenants search matches (with ILIKE '%…%'), indexed with pg_trgm. Queries must use
 * this exact expression for the index to serve them.
 */
export const tenantSearchText = sql.raw(`lower(full_name || ' ' || email || ' ' || phone_number)`);

/** Tenants (SPEC §3). Money in paise. */
export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    /** storage key of the profile photo */
    profilePhoto: text('profile_photo'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** YYYY-MM-DD */
    dateOfBirth: date('date_of_birth'),
    address: text('address').notNull().default(''),
    profession: text('profession', { enum: OCCUPATION_TYPES }),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    localGuardian: jsonb('local_guardian').$type<LocalGuardian>(),
    healthInfo: jsonb('health_info').$type<HealthInfo>(),
    /** set by the bed assignment (SPEC §3 monthlyRent, mealCost) */
    monthlyRentPaise: bigint('monthly_rent_paise', { mode: 'number' }).notNull().default(0),
    mealCostPaise: bigint('meal_cost_paise', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by'),
    /** the property the tenant belongs to from admission (DESIGN §5) */
    propertyId: uuid('property_id').references((): AnyPgColumn => properties.id),
    /** the room and bed of the tenant's open bed assignment, null when on none */
    roomId: uuid('room_id'),
    bedId: uuid('bed_id'),
    /** the language of their screens, mails and PDFs (issue 27) */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** the version of the privacy notice the tenant (or staff, on paper) last agreed to; null: none yet (issue 45) */
    privacyConsentVersion: text('privacy_consent_version'),
    /** when the retention job erased their ID data, documents and photos (issue 45); null: not erased */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    deletedAt: deletedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    /** a live tenant's e-mail is theirs alone; '' (admitted without one, issue 42) is no e-mail */
    uniqueIndex('tenants_email_active_unique')
      .on(table.email)
      .where(sql`${table.deletedAt} is null and ${table.email} <> ''`),
    index('tenants_property_idx').on(table.propertyId),
    /** the list's order, newest first (id breaks ties): a page is read straight off the index */
    index('tenants_active_created_id_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    /** the same within one property (a manager's list) */
    index('tenants_property_active_created_id_idx')
      .on(table.propertyId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    /** search by name, e-mail or phone without regard to case: ILIKE on tenantSearchText */
    index('tenants_search_trgm_idx').using('gin', sql`(${tenantSearchText}) gin_trgm_ops`),
    check('tenants_language_known', sql`${table.language} in ('en', 'hi')`),
  ],
);

export type SubjectKind = 'staff' | 'tenant';

/**
 * Sign-in codes. A new request replaces the subject's earlier codes, except one still valid and
 * less than a minute old, which stays valid beside it (so a second request cannot void the code
 * its owner is typing).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: ['staff', 'tenant'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('otp_codes_subject_idx').on(table.subjectKind, table.subjectId)],
);

/** Signed-in sessions; the cookie holds the token, the table only its sha256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['staff', 'tenant'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute end, however much the session is used */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_subject_idx').on(table.kind, table.subjectId),
  ],
);

/** E-mail verification links for managers and tenants. */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['manager', 'tenant'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('verification_tokens_hash_unique').on(table.tokenHash),
    index('verification_tokens_subject_idx').on(table.kind, table.subjectId),
  ],
);

/**
 * Sliding-window rate limits kept in the database, so any number of servers share them: one row
 * per key holding the times of the events still inside its window. One INSERT … ON CONFLICT
 * DO UPDATE checks and counts an event atomically (the row lock serialises racing requests).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: timestamp('hits', { withTimezone: true }).array().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [index('rate_limits_updated_at_idx').on(table.updatedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
