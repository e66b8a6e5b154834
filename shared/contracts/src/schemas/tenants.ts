// The tenant form (SPEC §5) and the legal document upload, shared by the API and the screens.
import { z } from 'zod';
import { ID_PROOF_TYPES, OCCUPATION_TYPES } from '../enums';
import { isLandline, normaliseContactPhone, normalisePhone } from '../format/phone';
import { foreignNationalSchema } from './foreigners';
import { INVALID_CONTACT_PHONE, INVALID_EMAIL, INVALID_MOBILE, REQUIRED } from './messages';

export const INVALID_DATE_OF_BIRTH = 'Enter a valid date of birth in the past (YYYY-MM-DD)';
export const INVALID_AADHAAR = 'An Aadhaar number has 12 digits';

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);

/** 10 digits, typed with or without +91 or 0, spaces or hyphens; stored as the 10 digits. */
const MOBILE = /^\d{10}$/;
/** An Indian mobile number, e.g. 9876543210 or +91 98765 43210 (stored as 9876543210). */
export const indianMobile = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform(normalisePhone)
  .pipe(z.string().regex(MOBILE, INVALID_MOBILE));
/**
 * A guardian's or emergency contact's number, may be empty: a mobile (stored as its 10 digits) or
 * an Indian landline with its STD code, kept as typed (issue 42: '080-2345 6789').
 */
const optionalContactPhone = z
  .string()
  .trim()
  .max(20, INVALID_CONTACT_PHONE)
  .transform(normaliseContactPhone)
  .pipe(
    z
      .string()
      .refine((value) => value === '' || MOBILE.test(value) || isLandline(value), INVALID_CONTACT_PHONE),
  );

const isPastDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date < new Date();
};

export const emergencyContactSchema = z.object({
  name: text(100).default(''),
  relation: text(50).default(''),
  phone: optionalContactPhone.default(''),
});

export const localGuardianSchema = z.object({
  name: text(100).default(''),
  contactNumber: optionalContactPhone.default(''),
  location: text(200).default(''),
});

/** Conditions as a list, or as the form's text with one condition per comma. */
const conditions = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((condition) => condition.trim()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(100, 'Use at most 100 characters per condition'))
      .max(20, 'List at most 20 conditions'),
  );

export const healthInfoSchema = z.object({
  hasHealthCondition: z.boolean().default(false),
  conditions: conditions.default([]),
});

const tenantFields = {
  fullName: requiredText(100),
  /** May be left empty (issue 42): such a tenant gets no mails and cannot sign in until one is added. */
  email: z
    .string()
    .trim()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }).or(z.literal('')))
    .transform((value) => value.toLowerCase())
    .default(''),
  phoneNumber: indianMobile,
  dateOfBirth: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .refine(isPastDate, INVALID_DATE_OF_BIRTH),
  address: requiredText(500),
  profession: z
    .union([
      z.literal('').transform(() => null),
      z.enum(OCCUPATION_TYPES, { error: 'Choose a profession from the list' }),
    ])
    .nullable()
    .default(null),
  emergencyContact: emergencyContactSchema.default({ name: '', relation: '', phone: '' }),
  localGuardian: localGuardianSchema.nullable().default(null),
  healthInfo: healthInfoSchema.default({ hasHealthCondition: false, conditions: [] }),
};

/** The local guardian is kept only for a STUDENT; conditions only when the box is ticked. */
export function normaliseTenant<
  T extends {
    profession: string | null;
    localGuardian: unknown;
    healthInfo: { hasHealthCondition: boolean; conditions: string[] };
  },
>(value: T): T {
  return {
    ...value,
    localGuardian: value.profession === 'STUDENT' ? value.localGuardian : null,
    healthInfo: value.healthInfo.hasHealthCondition
      ? value.healthInfo
      : { hasHealthCondition: false, conditions: [] },
  };
}

/** The fields of 'New Tenant' before normaliseTenant (a form extends it with the photo picker). */
export const tenantCreateFields = z.object({
  ...tenantFields,
  /** issue 45: 'true' when the tenant signed the paper privacy notice at admission (staff record it); left out, none */
  paperConsent: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: "Send paperConsent as 'true' or 'false'" }),
    )
    .optional(),
  /**
   * issue 45: a foreign national's Form III details (JSON text in the multipart form), saved with
   * the tenant as PUT /tenant/{tenantId}/foreign-national saves them; left out, none
   */
  foreignNational: foreignNationalSchema.optional(),
  propertyId: z
    .union([z.literal('').transform(() => undefined), z.uuid('Choose a property from the list')])
    .optional(),
});

/**
 * POST /tenant/add ('New Tenant'); `propertyId` names the property (in the caller's scope) the
 * tenant is admitted into, else the caller's current property. The photo travels as tenantImage.
 */
export const tenantCreateSchema = tenantCreateFields.transform(normaliseTenant);
export type TenantCreateInput = z.input<typeof tenantCreateSchema>;
export type TenantCreateValues = z.output<typeof tenantCreateSchema>;

/** The fields of 'Update Tenant': the property moves with a bed assignment, not with this form. */
export const tenantUpdateFields = z.object(tenantFields);

/** PUT /tenant/update/{id} ('Update Tenant'). */
export const tenantUpdateSchema = tenantUpdateFields.transform(normaliseTenant);
export type TenantUpdateInput = z.input<typeof tenantUpdateSchema>;
export type TenantUpdateValues = z.output<typeof tenantUpdateSchema>;

/** The form fields sent as JSON text inside a multipart body (SPEC §7). */
export const TENANT_JSON_FIELDS = [
  'emergencyContact',
  'healthInfo',
  'localGuardian',
  'foreignNational',
] as const;

const flag = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).optional();

/** `sort` of the tenants list: by amount due, most first (`-dueAmount`) or least first; else newest first. */
export const TENANT_LIST_SORTS = ['dueAmount', '-dueAmount'] as const;
export type TenantListSort = (typeof TENANT_LIST_SORTS)[number];

/**
 * GET /tenant/ and GET /tenant?search=…: `assigned=false` lists only tenants on no bed (`true`: on
 * one); `owes=true` those with something outstanding; `overdue=true` those with an overdue invoice;
 * `left=true` those whose stay ended (on no bed after having had one) who still owe (`false` of
 * each: the others). `sort` orders by amount due. `after` pages by key (newest first only).
 */
export const tenantListFilterSchema = z.object({
  assigned: flag('assigned'),
  owes: flag('owes'),
  overdue: flag('overdue'),
  left: flag('left'),
  sort: z.enum(TENANT_LIST_SORTS, { error: 'sort must be dueAmount or -dueAmount' }).optional(),
  after: z
    .uuid('after must be the _id of a tenant in the list, as pagination.next gives it')
    .optional()
    .describe(
      'keyset paging (newest first only): the rows after this tenant, as cheap at any depth as the first page; pagination.next names the last row of a full page',
    ),
});
export type TenantListFilters = z.output<typeof tenantListFilterSchema>;

/** POST /tenant/{id}/legal-documents; the optional file travels as legalDocFile. */
export const legalDocumentSchema = z
  .object({
    type: z.enum(ID_PROOF_TYPES, { error: 'Choose a document type from the list' }),
    number: requiredText(50),
  })
  .superRefine((value, context) => {
    if (value.type === 'AADHAR' && !/^\d{12}$/.test(value.number.replace(/[\s-]/g, ''))) {
      context.addIssue({ code: 'custom', path: ['number'], message: INVALID_AADHAAR });
    }
  });
export type LegalDocumentInput = z.input<typeof legalDocumentSchema>;

/**
 * PUT /tenant/{id}/legal-documents/{documentId}: the type, and a new number or none (empty keeps
 * the stored one, which for Aadhaar is masked); a new legalDocFile replaces the file.
 */
export const legalDocumentReplaceSchema = z
  .object({
    type: z.enum(ID_PROOF_TYPES, { error: 'Choose a document type from the list' }),
    number: z.string().trim().max(50, 'Use at most 50 characters').optional().default(''),
  })
  .superRefine((value, context) => {
    if (value.number && value.type === 'AADHAR' && !/^\d{12}$/.test(value.number.replace(/[\s-]/g, ''))) {
      context.addIssue({ code: 'custom', path: ['number'], message: INVALID_AADHAAR });
    }
  });
export type LegalDocumentReplaceInput = z.input<typeof legalDocumentReplaceSchema>;

/** How an ID number of any other kind is stored and shown (issue 45): every letter or digit but the last 4 as X. */
export function maskIdNumber(number: string): string {
  const characters = number.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (characters.length <= 4) return 'X'.repeat(characters.length);
  return `${'X'.repeat(characters.length - 4)}${characters.slice(-4)}`;
}

/** An ID number as it is stored: Aadhaar as XXXX XXXX 1234, the other kinds by maskIdNumber. */
export const maskIdProof = (type: string, number: string) =>
  type === 'AADHAR' ? maskAadhaar(number) : maskIdNumber(number);

/** How an Aadhaar number is stored and shown: every digit but the last 4 hidden. */
export function maskAadhaar(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** POST /tenant/{id}/aadhaar-qr and /tenant/profile/aadhaar-qr: the text the camera or image read from the QR. */
export const aadhaarQrSchema = z.object({
  qrText: z
    .string({ error: 'Scan the QR on the Aadhaar card, or upload a picture of it.' })
    .trim()
    .min(1, 'Scan the QR on the Aadhaar card, or upload a picture of it.')
    // a QR holds at most 7,089 digits
    .max(8000, 'This is too long to be an Aadhaar QR.'),
});
export type AadhaarQrInput = z.input<typeof aadhaarQrSchema>;
