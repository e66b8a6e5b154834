import { VISA_KIND_LABELS, VISA_KINDS } from '@pgportal/contracts/enums';
import { CheckboxField, SelectField, TextField, layout } from '@pgportal/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { TenantFormValues } from './tenant-form-schema';
import * as styles from './tenant-form.module.css';

interface AdmissionForeignNationalProps {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
  /** the box is ticked: the Form III fields show */
  shown: boolean;
}

/**
 * New Tenant (issue 45): a foreign national's Form III details, asked only when the box says the
 * tenant is one. Saved with the tenant; the passport and visa numbers are kept encrypted and shown
 * whole only on the Form III sheet. The rest of Form III is on Tenant Details → Form III.
 */
export function AdmissionForeignNational({ register, errors, shown }: AdmissionForeignNationalProps) {
  const fieldErrors = errors.foreignNational;
  const text = (
    name: Exclude<keyof NonNullable<TenantFormValues['foreignNational']>, 'visaKind'>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      error={fieldErrors?.[name]?.message}
      {...extra}
      {...register(`foreignNational.${name}`)}
    />
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Foreign national</legend>
      <div className={layout.stack}>
        <CheckboxField
          label="The tenant is a foreign national (not an Indian citizen)"
          hint="Form III must be filed within 24 hours of their arrival and of their departure."
          {...register('isForeignNational')}
        />
        {shown ? (
          <div className={layout.formGrid}>
            {text('nationality', 'Nationality', { required: true, hint: 'As the passport says, e.g. Nepal' })}
            {text('passportNumber', 'Passport number', {
              autoComplete: 'off',
              hint: 'Kept encrypted; shown whole only on the Form III sheet.',
            })}
            {text('passportPlaceOfIssue', 'Passport place of issue')}
            {text('passportIssuedOn', 'Passport date of issue', { type: 'date' })}
            {text('passportExpiresOn', 'Passport valid till', { type: 'date' })}
            <SelectField
              label="Visa kind"
              placeholder="Not given"
              options={VISA_KINDS.map((kind) => ({ value: kind, label: VISA_KIND_LABELS[kind] }))}
              error={fieldErrors?.visaKind?.message}
              {...register('foreignNational.visaKind')}
            />
            {text('visaNumber', 'Visa, e-Visa or OCI number', { autoComplete: 'off' })}
            {text('visaType', 'Visa type', { hint: 'e.g. Student, Employment, Business' })}
            {text('visaExpiresOn', 'Visa valid till', { type: 'date' })}
            {text('arrivedInIndiaOn', 'Date of arrival in India', { type: 'date' })}
            {text('arrivedAt', 'Arrival at the PG (India time)', {
              type: 'datetime-local',
              hint: 'The arrival report is due 24 hours after this. Empty: now.',
            })}
            {text('purposeOfStay', 'Purpose of stay', { hint: 'e.g. Study, Employment' })}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
