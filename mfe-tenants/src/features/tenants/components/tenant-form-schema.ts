import { foreignNationalSchema, normaliseTenant, tenantCreateFields } from '@pgportal/contracts/schemas';
import type { ForeignNationalInput } from '@pgportal/contracts/schemas';
import { imageFilesField } from '@pgportal/ui/forms';
import { z } from 'zod';
import { fromIndiaLocal } from '@pgportal/contracts/format';

/** The Form III fields New Tenant asks of a foreign national (issue 45), as typed. */
export const ADMISSION_FOREIGN_FIELDS = [
  'nationality',
  'passportNumber',
  'passportPlaceOfIssue',
  'passportIssuedOn',
  'passportExpiresOn',
  'visaKind',
  'visaNumber',
  'visaType',
  'visaExpiresOn',
  'arrivedInIndiaOn',
  'arrivedAt',
  'purposeOfStay',
] as const;
type ForeignField = (typeof ADMISSION_FOREIGN_FIELDS)[number];

const foreignFormFields = z.object(
  Object.fromEntries(ADMISSION_FOREIGN_FIELDS.map((name) => [name, z.string()])) as Record<
    ForeignField,
    z.ZodString
  >,
);
export type AdmissionForeignValues = z.input<typeof foreignFormFields>;

export const EMPTY_FOREIGN: AdmissionForeignValues = Object.fromEntries(
  ADMISSION_FOREIGN_FIELDS.map((name) => [name, '']),
) as AdmissionForeignValues;

/** What the API's schema reads: empty numbers and arrival left out (the arrival then is now). */
function foreignInput(values: AdmissionForeignValues): ForeignNationalInput {
  return {
    ...values,
    gender: null,
    passportNumber: values.passportNumber.trim() || undefined,
    visaNumber: values.visaNumber.trim() || undefined,
    arrivedAt: fromIndiaLocal(values.arrivedAt) || undefined,
  };
}

/**
 * The tenant form's schema: the API's fields plus the photo picker (SPEC §5). One schema for both
 * 'New Tenant' and 'Update Tenant': New Tenant sets propertyId (the current property unless another
 * of the caller's is chosen); Update Tenant never does. A foreign national's Form III details are
 * checked with the API's own schema, only when the box says the tenant is one, and sent then only.
 */
export const tenantFormSchema = tenantCreateFields
  .extend({
    tenantImage: imageFilesField({ maxFiles: 1 }),
    isForeignNational: z.boolean().default(false),
    foreignNational: foreignFormFields.default(EMPTY_FOREIGN),
  })
  .superRefine((values, context) => {
    if (!values.isForeignNational) return;
    const parsed = foreignNationalSchema.safeParse(foreignInput(values.foreignNational));
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: ['foreignNational', ...issue.path], message: issue.message });
    }
  })
  .transform(({ isForeignNational, foreignNational, ...values }) =>
    normaliseTenant({
      ...values,
      foreignNational: isForeignNational
        ? foreignNationalSchema.safeParse(foreignInput(foreignNational)).data
        : undefined,
    }),
  );

export type TenantFormValues = z.input<typeof tenantFormSchema>;
