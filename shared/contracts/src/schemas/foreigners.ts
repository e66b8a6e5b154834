// A foreign national's Form III details and the record of a Form III report (issue 45), shared by
// the API and Tenant Details. Every field but the nationality may be left out; a day may be ''.
import { z } from 'zod';
import { FORM3_REPORT_KINDS, VISA_KINDS } from '../enums';
import { isoDate } from './billing';
import { REQUIRED } from './messages';

export const INVALID_PASSPORT_NUMBER = 'A passport number has 6 to 20 letters and digits, e.g. K1234567';
export const INVALID_VISA_NUMBER = 'A visa, e-visa or OCI number has 6 to 20 letters and digits';
export const INVALID_MOMENT = 'Enter a date and time such as 2026-11-29T23:30+05:30';
export const EXPIRY_BEFORE_ISSUE = 'The expiry date must be after the date of issue';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default('');
const day = z
  .union([z.literal('').transform(() => null), isoDate])
  .nullable()
  .default(null);
/** A choice that may be left empty ('' or null: none). */
const emptyAsNull = <T extends z.ZodType>(choice: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), choice.nullable());
/** An ID number: spaces and hyphens dropped, letters made capital. */
const idNumber = (message: string) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, message));
/** A moment with its time zone (ISO 8601), kept as a Date's ISO text. */
export const moment = z
  .string({ error: INVALID_MOMENT })
  .trim()
  .refine((value) => /T\d{2}:\d{2}/.test(value) && /(Z|[+-]\d{2}:?\d{2})$/.test(value), INVALID_MOMENT)
  .refine((value) => !Number.isNaN(Date.parse(value)), INVALID_MOMENT)
  .transform((value) => new Date(value).toISOString());

/** Indian (any case, or 'India') means no Form III. */
export const isForeignNationality = (nationality: string | null | undefined): boolean =>
  !!nationality && !/^(india|indian)$/i.test(nationality.trim());

/** PUT /tenant/{tenantId}/foreign-national: what Form III asks; a number left out keeps the one kept. */
export const foreignNationalSchema = z
  .object({
    nationality: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(60, 'Use at most 60 characters')
      .refine(isForeignNationality, 'An Indian national needs no Form III: clear the nationality instead'),
    gender: emptyAsNull(z.enum(['M', 'F', 'T'], { error: 'Choose M, F or T' })),
    permanentAddressAbroad: text(500),
    permanentPhone: text(30),
    passportNumber: idNumber(INVALID_PASSPORT_NUMBER).optional(),
    passportPlaceOfIssue: text(100),
    passportIssuedOn: day,
    passportExpiresOn: day,
    visaKind: emptyAsNull(z.enum(VISA_KINDS, { error: 'Choose Visa, e-Visa or OCI card' })),
    visaNumber: idNumber(INVALID_VISA_NUMBER).optional(),
    visaType: text(60),
    visaPlaceOfIssue: text(100),
    visaIssuedOn: day,
    visaExpiresOn: day,
    arrivedFrom: text(200),
    arrivedInIndiaOn: day,
    arrivedAt: moment
      .optional()
      .describe('arrival at the PG; the time the details are first saved when left out'),
    intendedStay: text(100),
    purposeOfStay: text(200),
    employedInIndia: z.boolean({ error: 'employedInIndia must be true or false' }).default(false),
    nextDestination: text(200),
  })
  .refine((v) => !v.passportIssuedOn || !v.passportExpiresOn || v.passportIssuedOn < v.passportExpiresOn, {
    path: ['passportExpiresOn'],
    message: EXPIRY_BEFORE_ISSUE,
  })
  .refine((v) => !v.visaIssuedOn || !v.visaExpiresOn || v.visaIssuedOn < v.visaExpiresOn, {
    path: ['visaExpiresOn'],
    message: EXPIRY_BEFORE_ISSUE,
  });
export type ForeignNationalInput = z.input<typeof foreignNationalSchema>;
export type ForeignNationalValues = z.output<typeof foreignNationalSchema>;

export const form3KindParams = z.object({
  kind: z.enum(FORM3_REPORT_KINDS, { error: 'Ask for the ARRIVAL or the DEPARTURE report' }),
});

/** POST /tenant/{tenantId}/form3/{kind}: the portal's submission number and when it was filed. */
export const form3SubmissionSchema = z.object({
  submissionNumber: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'Enter the submission number the immigration portal gave')
    .max(60, 'Use at most 60 characters'),
  submittedAt: moment.refine(
    (value) => Date.parse(value) <= Date.now() + 5 * 60_000,
    'Submitted at cannot be in the future',
  ),
});
export type Form3SubmissionValues = z.output<typeof form3SubmissionSchema>;

/** GET /export/form3-register.csv: a property's reports whose arrival or departure falls in the days. */
export const form3RegisterQuerySchema = z
  .object({
    propertyId: z.uuid('propertyId must be a property id (a UUID), as the API gives it').optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: "'from' must be on or before 'to'",
  });
