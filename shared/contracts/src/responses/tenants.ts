// Tenants as the API answers them (types/tenants.ts). Loose objects: a field a front end reads that
// is not declared here still reaches it.
import { z } from 'zod';
import { AADHAAR_CHECKS, ID_PROOF_TYPES, LANGUAGES, OCCUPATION_TYPES } from '../enums';
import { answerObject, fileRefSchema, timestamp } from './common';
import { depositAnswerSchema } from './notices';

export const legalDocumentAnswerSchema = answerObject({
  _id: z.string(),
  type: z.enum(ID_PROOF_TYPES),
  number: z.string().describe('masked: only the last 4 characters shown (Aadhaar as XXXX XXXX 1234)'),
  file: fileRefSchema.nullable(),
  createdAt: timestamp,
});

/** What an Aadhaar QR said of the tenant (issue 45): never the whole number. */
export const tenantAadhaarAnswerSchema = answerObject({
  maskedNumber: z.string().describe('XXXX XXXX 1234: only the last 4 digits are kept'),
  name: z.string(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD, when the QR holds the whole date'),
  yearOfBirth: z.number().nullable(),
  gender: z.enum(['M', 'F', 'T']).nullable(),
  format: z.enum(['SECURE_QR', 'XML_QR']),
  check: z.enum(AADHAAR_CHECKS).describe('VERIFIED only when UIDAI’s signature held'),
  verified: z.boolean(),
  certificateFile: z.string().nullable(),
  hasPhoto: z.boolean().describe('the QR’s photo is kept (JPEG 2000)'),
  photo: fileRefSchema
    .nullable()
    .optional()
    .describe(
      'the QR’s photo as a PNG (GET /tenant/{tenantId}/aadhaar-qr/photo: the tenant or staff in scope); null when the QR held none',
    ),
  verifiedAt: timestamp,
  verifiedByName: z.string(),
});

export const tenantListItemAnswerSchema = answerObject({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  profession: z.enum(OCCUPATION_TYPES).nullable(),
  profilePhoto: fileRefSchema.nullable(),
  isVerified: z.boolean(),
  property: answerObject({ _id: z.string(), name: z.string() }).nullable(),
  room: answerObject({ _id: z.string(), roomNumber: z.string(), floor: z.number() }).nullable(),
  bed: answerObject({ _id: z.string(), bedNumber: z.number() }).nullable(),
  dueAmount: z.number().describe('what the tenant owes on their invoices, in rupees'),
  overdue: z.boolean().describe('true when any of their invoices is overdue'),
  leavesOn: z.string().nullable().describe('the move-out date of their standing notice (issue 24), or null'),
  movedOutOn: z
    .string()
    .nullable()
    .optional()
    .describe(
      'YYYY-MM-DD: the day a tenant on no bed left their last one (issue 42); null while on a bed or never on one',
    ),
});

export const tenantAnswerSchema = tenantListItemAnswerSchema.extend({
  dateOfBirth: z.string().nullable(),
  address: z.string(),
  monthlyRent: z.number(),
  mealCost: z.number(),
  dueAmount: z.number(),
  emergencyContact: answerObject({ name: z.string(), relation: z.string(), phone: z.string() }).nullable(),
  localGuardian: answerObject({
    name: z.string(),
    contactNumber: z.string(),
    location: z.string(),
  }).nullable(),
  healthInfo: answerObject({ hasHealthCondition: z.boolean(), conditions: z.array(z.string()) }).nullable(),
  legalDocuments: z.array(legalDocumentAnswerSchema),
  aadhaar: tenantAadhaarAnswerSchema
    .nullable()
    .optional()
    .describe('what the last Aadhaar QR scanned said (issue 45), or null'),
  deposit: depositAnswerSchema,
  role: z.literal('TENANT'),
  language: z.enum(LANGUAGES).describe('the language of their screens, mails and PDFs (issue 27)'),
  propertyId: z.string().nullable(),
  roomId: z.string().nullable(),
  bedId: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
