// Staff users as the API answers them (types/identity.ts).
import { z } from 'zod';
import { LANGUAGES, USER_ROLES, WAITING_MAIL_CHOICES } from '../enums';
import { answerObject, fileRefSchema, timestamp } from './common';

export const userAnswerSchema = answerObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(USER_ROLES),
  avatar: fileRefSchema.nullable(),
  assignedPGs: z.array(z.string()).describe('ids of the properties this user manages'),
  isVerified: z.boolean(),
  currentProperty: z.string().nullable(),
  waitingMail: z
    .enum(WAITING_MAIL_CHOICES)
    .optional()
    .describe(
      'how they hear of a tenant’s claim, notice or dispute: EACH (a mail each) or DIGEST (one a day)',
    ),
  // always sent; optional so the front ends' fixtures of a user need not invent them
  createdAt: timestamp.optional(),
  updatedAt: timestamp.optional(),
});

/** A staff user in the managers list: with how many tenants they look after. */
export const userListItemAnswerSchema = userAnswerSchema.extend({ tenantsCount: z.number() });

export const tenantSummaryAnswerSchema = answerObject({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profilePhoto: fileRefSchema.nullable(),
  isVerified: z.boolean(),
  role: z.literal('TENANT'),
  propertyId: z.string().nullable(),
  roomId: z.string().nullable(),
  bedId: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** issue 45: the privacy notice version they last agreed to (null: none); always sent, optional for fixtures */
  privacyConsentVersion: z.string().nullable().optional(),
});

/** GET /auth/session: who is signed in on this browser. */
export const sessionAnswerSchema = z.union([
  answerObject({ kind: z.literal('staff'), user: userAnswerSchema }),
  answerObject({ kind: z.literal('tenant'), tenant: tenantSummaryAnswerSchema }),
  answerObject({ kind: z.null() }),
]);
