// A foreign national's Form III details and reports as the API answers them (issue 45). The
// passport and visa numbers are masked (last 4) everywhere but the Form III sheet.
import { z } from 'zod';
import { FORM3_REPORT_KINDS, VISA_KINDS } from '../enums';
import { answerObject, timestamp } from './common';

const details = {
  nationality: z.string(),
  gender: z.enum(['M', 'F', 'T']).nullable(),
  permanentAddressAbroad: z.string(),
  permanentPhone: z.string(),
  passportPlaceOfIssue: z.string(),
  passportIssuedOn: z.string().nullable(),
  passportExpiresOn: z.string().nullable(),
  visaKind: z.enum(VISA_KINDS).nullable(),
  visaType: z.string(),
  visaPlaceOfIssue: z.string(),
  visaIssuedOn: z.string().nullable(),
  visaExpiresOn: z.string().nullable(),
  arrivedFrom: z.string(),
  arrivedInIndiaOn: z.string().nullable(),
  arrivedAt: timestamp.describe('arrival at the PG'),
  intendedStay: z.string(),
  purposeOfStay: z.string(),
  employedInIndia: z.boolean(),
  nextDestination: z.string(),
  departedAt: timestamp.nullable().describe('departure from the PG, null while they stay'),
};

export const form3ReportAnswerSchema = answerObject({
  _id: z.string(),
  kind: z.enum(FORM3_REPORT_KINDS),
  eventAt: timestamp.describe('the arrival at or departure from the PG'),
  dueAt: timestamp.describe('24 hours after eventAt'),
  submissionNumber: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  recordedByName: z.string().nullable(),
});

/** GET|PUT /tenant/{tenantId}/foreign-national */
export const foreignNationalAnswerSchema = answerObject({
  foreign: z.boolean().describe('true when a nationality other than Indian is recorded'),
  details: answerObject({
    ...details,
    passportNumber: z.string().nullable().describe('masked: XXXX and the last 4'),
    visaNumber: z.string().nullable().describe('masked: XXXX and the last 4'),
  }).nullable(),
  reports: z.array(form3ReportAnswerSchema).describe('newest first'),
});

/** GET /tenant/{tenantId}/form3: the data sheet, in the order of the immigration portal's form. */
export const form3SheetAnswerSchema = answerObject({
  portalUrl: z.string(),
  tenantId: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string(),
  property: answerObject({ _id: z.string(), name: z.string(), address: z.string() }),
  details: answerObject({
    ...details,
    passportNumber: z.string().nullable().describe('the whole number, decrypted for this sheet only'),
    visaNumber: z.string().nullable().describe('the whole number, decrypted for this sheet only'),
  }),
  reports: z.array(form3ReportAnswerSchema),
});

export type Form3ReportAnswer = z.output<typeof form3ReportAnswerSchema>;
export type ForeignNationalAnswer = z.output<typeof foreignNationalAnswerSchema>;
export type Form3SheetAnswer = z.output<typeof form3SheetAnswerSchema>;
