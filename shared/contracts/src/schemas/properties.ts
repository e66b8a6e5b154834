// Properties, rooms and the bed assignment (SPEC §5). One schema per request, used by the API and
// by the forms. Multipart forms send every field as text: numbers, booleans and the JSON fields
// (address, amenities) are read from text as well as from their own types.
import { TAX_PAPER_MESSAGES } from '../tax-paper-messages';
import { z } from 'zod';
import { GENDER_TYPES, PROPERTY_TYPES } from '../enums';
import { normalisePhone } from '../format/phone';
import {
  AREA_REQUIRED,
  CITY_REQUIRED,
  MAX_CAPACITY,
  MIN_CAPACITY,
  PINCODE_REQUIRED,
  REQUIRED,
} from './messages';
import { isoDate } from './billing';
import { money } from './money';
import { checkLateFee, checkLateFeeAlways, lateFeeFields } from './late-fee';
import { agreementTextSchema } from './agreement';
import { GST_STATES, gstinProblem } from './gstin';
import { tallyLedgersSchema } from './tally';

/** The name an amenity left empty gets (SPEC §5). */
export const UNNAMED_AMENITY = 'Unnamed';
export const MAX_BED_CAPACITY = 10;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A JSON field of a multipart form: parsed when it arrives as text. */
const fromJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const fromBooleanText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

const requiredText = (max: number, message = REQUIRED) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `Choose a ${label}: ${values.join(', ')}` }).optional(),
  );

export const amenitySchema = z.object({
  name: z
    .string()
    .trim()
    .max(60, 'Use at most 60 characters')
    .optional()
    .transform((value) => (value ? value : UNNAMED_AMENITY)),
  available: z.preprocess(fromBooleanText, z.boolean()).optional().default(true),
});

const amenities = z.preprocess(
  fromJson,
  z.array(amenitySchema, { error: 'Amenities must be a list' }).max(50, 'Use at most 50 amenities'),
);

export const addressSchema = z.object({
  fullAddress: optionalText(300),
  area: requiredText(120, AREA_REQUIRED),
  city: requiredText(80, CITY_REQUIRED),
  pinCode: z
    .string({ error: PINCODE_REQUIRED })
    .trim()
    .min(1, PINCODE_REQUIRED)
    .regex(/^[0-9]{6}$/, 'Enter a 6-digit pincode'),
});

export const RETENTION_DAYS_INVALID = 'Retention period: enter a whole number of days from 30 to 3650';

/** Whole days, 0 to 365, from a field that may arrive as text. */
const periodDays = (label: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank) : blank;
    },
    z
      .number({ error: `${label}: enter a number of days` })
      .int(`${label}: enter a whole number of days`)
      .min(0, `${label} cannot be negative`)
      .max(365, `${label} can be at most 365 days`),
  );

/** POST /property/add and PUT /property/update/{id}; the cover image travels beside it. */
export const propertySchema = z.object({
  name: requiredText(120),
  description: optionalText(2000),
  allowedFor: optionalEnum(GENDER_TYPES, 'value'),
  category: optionalEnum(PROPERTY_TYPES, 'category'),
  rules: optionalText(2000),
  contactNumber: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 -]{7,20})?$/, 'Enter a valid phone number (digits, optional +)')
    .optional()
    .transform(normalisePhone),
  /** Left out, an update keeps the current one; '' removes it. Only admins may change it. */
  upiId: z
    .string()
    .trim()
    .regex(/^([\w.-]{2,256}@[a-zA-Z][\w.-]{1,63})?$/, 'Enter a UPI ID such as sunrisepg@okaxis')
    .optional(),
  /** issue 44: printed on HRA rent receipts; left out, an update keeps the current one; '' removes it */
  landlordPan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{5}[0-9]{4}[A-Z])?$/, TAX_PAPER_MESSAGES.landlordPanInvalid)
    .optional(),
  /**
   * issue 44: the property's GST registration (docs/taxes.md); its state is read from the GSTIN.
   * Left out, an update keeps the current one; '' removes it (the property is then unregistered).
   */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, context) => {
      const problem = value === '' ? null : gstinProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** the legal name registered with the GSTIN, printed on tax invoices; left out, kept */
  gstLegalName: z.string().trim().max(200, 'Use at most 200 characters').optional(),
  hasCanteen: z
    .preprocess(fromBooleanText, z.boolean({ error: "Send hasCanteen as 'true' or 'false'" }))
    .optional()
    .default(false),
  address: z.preprocess((value) => fromJson(value ?? {}), addressSchema),
  amenities: amenities.optional().default([]),
  /** HH:MM (Asia/Kolkata): days away are marked before this time the day before; left out, kept (21:00 on add) */
  mealOptOutCutoff: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter the meal cut-off as HH:MM, e.g. 21:00')
      .optional(),
  ),
  /** the fewest consecutive days away that earn a meal credit; left out, kept (3 on add) */
  mealCreditMinDays: z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank) : blank;
    },
    z
      .number({ error: 'Enter the days away for a meal credit as a whole number from 1 to 31' })
      .int('Enter the days away for a meal credit as a whole number from 1 to 31')
      .min(1, 'Enter the days away for a meal credit as a whole number from 1 to 31')
      .max(31, 'Enter the days away for a meal credit as a whole number from 1 to 31')
      .optional(),
  ),
  /** ₹ per unit (issue 25), paise exact; left out, an update keeps the current one */
  electricityRate: z.preprocess(blankToUndefined, money('Electricity rate', { max: 1000 }).optional()),
  roomsHaveMeters: z
    .preprocess(fromBooleanText, z.boolean({ error: "Send roomsHaveMeters as 'true' or 'false'" }))
    .optional(),
  ...lateFeeFields,
  /** Left out, an update keeps the current one (an added property gets 30). */
  noticePeriodDays: periodDays('Notice period').optional(),
  /** Left out, an update keeps the current one (an added property gets 15). */
  refundPeriodDays: periodDays('Refund period').optional(),
  /** the leave-and-licence clauses with {{placeholders}}; '' is the standard text; left out, an update keeps it */
  agreementText: agreementTextSchema.optional(),
  /** issue 44: the ledger names of the Tally export; '' a name's default; left out, an update keeps them */
  tallyLedgers: tallyLedgersSchema.optional(),
  /** issue 45: the state's GST code ('07' Delhi…) for the police verification form; '' reads it
   *  from the GSTIN or the PIN code; left out, an update keeps the current one */
  state: z
    .string()
    .trim()
    .refine((value) => value === '' || value in GST_STATES, 'Choose a state from the list')
    .optional(),
  /** issue 45: days after a tenant moved out and was settled before their ID data, documents and photos
   *  are erased; left out, an update keeps the current one (an added property gets 365) */
  retentionDays: z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank) : blank;
    },
    z
      .number({ error: RETENTION_DAYS_INVALID })
      .int(RETENTION_DAYS_INVALID)
      .min(30, RETENTION_DAYS_INVALID)
      .max(3650, RETENTION_DAYS_INVALID)
      .optional(),
  ),
});
/** propertySchema with the late-fee policy's checks (formBody needs the plain object to extend). */
export const checkedPropertySchema = propertySchema.superRefine(checkLateFee, checkLateFeeAlways);
export type PropertyInput = z.input<typeof propertySchema>;
export type PropertyValues = z.output<typeof propertySchema>;

/** A whole number from a field that may arrive as text; blank is missing. */
const wholeNumber = (message: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank) : blank;
    },
    z.number({ error: message }).int('Enter a whole number'),
  );

/** POST /room/create. propertyId: the caller's current property when absent. */
export const roomCreateSchema = z.object({
  roomNumber: requiredText(20),
  floor: wholeNumber(REQUIRED).pipe(
    z.number().min(-5, 'Floor must be -5 or higher').max(200, 'Floor must be 200 or lower'),
  ),
  bedCapacity: wholeNumber(REQUIRED).pipe(
    z.number().min(1, MIN_CAPACITY).max(MAX_BED_CAPACITY, MAX_CAPACITY),
  ),
  amenities: amenities.optional().default([]),
  propertyId: z.preprocess(blankToUndefined, z.string().optional()),
});
export type RoomCreateInput = z.input<typeof roomCreateSchema>;
export type RoomCreateValues = z.output<typeof roomCreateSchema>;

/** PUT /room/update/{roomId}: the capacity is set only when adding (SPEC §5). */
export const roomUpdateSchema = roomCreateSchema.omit({ bedCapacity: true, propertyId: true });
export type RoomUpdateInput = z.input<typeof roomUpdateSchema>;
export type RoomUpdateValues = z.output<typeof roomUpdateSchema>;

const flag = z.preprocess(fromBooleanText, z.boolean()).optional().default(false);

/** An amount that applies only when its box is ticked: anything may arrive while it is not. */
const amountWhenTicked = (box: string) =>
  z.unknown().optional().describe(`Rupees; read only when ${box} is true, otherwise ignored and stored as 0`);

const mealCost = money('Meal cost');
const advanceAmount = money('Advance');

/**
 * POST /bed/assign-tenant (SPEC §3 assignment payload, §5 rules). A client may send the whole
 * payload: the meal cost counts only with mealIncluded and the advance only with collectAdvance,
 * otherwise they are ignored (0).
 */
export const assignTenantSchema = z
  .object({
    tenantId: requiredText(64),
    roomId: requiredText(64),
    bedId: requiredText(64),
    rentAmount: money('Rent'),
    mealIncluded: flag,
    mealCost: amountWhenTicked('mealIncluded'),
    collectAdvance: flag,
    advanceAmount: amountWhenTicked('collectAdvance'),
    /** 'Moved in on', YYYY-MM-DD: today when left out; the server allows today back to 31 days ago */
    movedInOn: z.preprocess(blankToUndefined, isoDate.optional()),
  })
  .superRefine(
    (value, context) => {
      const check = (ticked: unknown, amount: z.ZodType, raw: unknown, path: string) => {
        if (ticked !== true) return;
        const result = amount.safeParse(raw);
        if (!result.success)
          context.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
      };
      check(value.mealIncluded, mealCost, value.mealCost, 'mealCost');
      check(value.collectAdvance, advanceAmount, value.advanceAmount, 'advanceAmount');
    },
    // Also when another field failed, so that every field's message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((value) => ({
    ...value,
    mealCost: value.mealIncluded ? mealCost.parse(value.mealCost) : 0,
    advanceAmount: value.collectAdvance ? advanceAmount.parse(value.advanceAmount) : 0,
  }));
export type AssignTenantInput = z.input<typeof assignTenantSchema>;
export type AssignTenantValues = z.output<typeof assignTenantSchema>;

/** POST /property/assign-manager. */
export const assignManagerSchema = z.object({
  propertyId: requiredText(64),
  managerId: requiredText(64),
});
export type AssignManagerInput = z.input<typeof assignManagerSchema>;

/** The property form in the browser: the same rules, with the address as fields of its own. */
export const propertyFormSchema = propertySchema.extend({ address: addressSchema });
