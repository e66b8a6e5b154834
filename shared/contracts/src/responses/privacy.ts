// The privacy notice's consents and the tenant's copy of their data (issue 45).
import { z } from 'zod';
import { CONSENT_METHODS } from '../enums';
import { answerObject, timestamp } from './common';

export const privacyConsentAnswerSchema = answerObject({
  _id: z.string(),
  version: z.string(),
  method: z
    .enum(CONSENT_METHODS)
    .describe('ONLINE: the tenant agreed; PAPER: staff recorded their signed paper'),
  recordedByName: z.string().describe("who recorded it: the staff member's name, or the tenant's own"),
  acceptedAt: timestamp,
});

/** GET /tenant/my-privacy-consent and /tenant/{tenantId}/privacy-consent. */
export const privacyConsentStatusAnswerSchema = answerObject({
  currentVersion: z.string().describe('the version of the notice shown today'),
  accepted: z.boolean().describe('whether the tenant agreed to the current version'),
  consents: z.array(privacyConsentAnswerSchema).describe('every agreement, newest first'),
  personalDataErasedAt: timestamp
    .nullable()
    .describe('when the retention job erased their ID data, documents and photos; null: not erased'),
});

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /tenant/my-data: everything the portal keeps of the signed-in tenant. */
export const myDataAnswerSchema = answerObject({
  exportedAt: timestamp,
  noticeVersion: z.string(),
  profile: z.record(z.string(), z.unknown()),
  stays: rows,
  invoices: rows,
  payments: rows,
  complaints: rows,
  consents: z.array(privacyConsentAnswerSchema),
  files: z
    .array(answerObject({ kind: z.string(), name: z.string(), url: z.string() }))
    .describe('links to their files; each opens with their own sign-in'),
});
