import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { OCCUPATION_TYPES } from '@pgportal/contracts/enums';
import { MESSAGES } from '@pgportal/contracts/messages';
import { CheckboxField, FileField, SelectField, TextAreaField, TextField, layout } from '@pgportal/ui';
import { IMAGE_ACCEPT } from '@pgportal/ui/forms';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ReactNode } from 'react';
import { PROFESSION_LABELS } from './tenants-table';
import type { TenantFormValues } from './tenant-form-schema';
import * as styles from './tenant-form.module.css';

const PROFESSIONS = OCCUPATION_TYPES.map((value) => ({ value, label: PROFESSION_LABELS[value] ?? value }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={layout.formGrid}>{children}</div>
    </fieldset>
  );
}

interface TenantFormFieldsProps {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
  /** the local guardian section: only for a STUDENT (SPEC §5) */
  showGuardian: boolean;
  /** the health conditions field: only when the box is ticked */
  showConditions: boolean;
  /** what the photo picker shows beside it: the picked file, or the tenant's current photo */
  photoPreview: string | null;
}

/** Every field of 'New Tenant' and 'Update Tenant' (SPEC §3, §5). */
export function TenantFormFields({
  register,
  errors,
  showGuardian,
  showConditions,
  photoPreview,
}: TenantFormFieldsProps) {
  return (
    <>
      <Section title="Personal details">
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={MESSAGES.admissionWithoutEmail}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          hint="10 digits, optionally starting with +91."
          required
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          required
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <SelectField
          label="Profession"
          placeholder="Select a profession"
          options={PROFESSIONS}
          error={errors.profession?.message}
          {...register('profession')}
        />
        <div className={`${styles.preview} ${layout.span2}`}>
          {photoPreview ? (
            <img className={styles.previewImage} src={photoPreview} alt="Profile photo preview" />
          ) : null}
          <FileField
            maxMegabytes={UPLOAD_LIMIT_MB.profilePhoto}
            label="Profile Photo"
            accept={IMAGE_ACCEPT}
            hint="Optional. JPEG, PNG or WebP, up to 5 MB."
            error={errors.tenantImage?.message}
            {...register('tenantImage')}
          />
        </div>
        <TextAreaField
          className={layout.span2}
          label="Address"
          autoComplete="street-address"
          rows={3}
          required
          error={errors.address?.message}
          {...register('address')}
        />
      </Section>

      <Section title="Emergency Contact">
        <TextField
          label="Contact Name"
          error={errors.emergencyContact?.name?.message}
          {...register('emergencyContact.name')}
        />
        <TextField
          label="Relation"
          placeholder="Father, Sister, Friend…"
          error={errors.emergencyContact?.relation?.message}
          {...register('emergencyContact.relation')}
        />
        <TextField
          label="Contact Phone"
          type="tel"
          inputMode="tel"
          hint="A mobile, or a landline with its STD code (080-2345 6789)."
          error={errors.emergencyContact?.phone?.message}
          {...register('emergencyContact.phone')}
        />
      </Section>

      {showGuardian ? (
        <Section title="Local Guardian">
          <TextField
            label="Guardian Name"
            error={errors.localGuardian?.name?.message}
            {...register('localGuardian.name')}
          />
          <TextField
            label="Guardian Contact Number"
            type="tel"
            inputMode="tel"
            hint="A mobile, or a landline with its STD code (080-2345 6789)."
            error={errors.localGuardian?.contactNumber?.message}
            {...register('localGuardian.contactNumber')}
          />
          <TextField
            className={layout.span2}
            label="Guardian Location"
            error={errors.localGuardian?.location?.message}
            {...register('localGuardian.location')}
          />
        </Section>
      ) : null}

      <Section title="Health">
        <CheckboxField
          className={layout.span2}
          label="Has a health condition"
          {...register('healthInfo.hasHealthCondition')}
        />
        {showConditions ? (
          <TextField
            className={layout.span2}
            label="Health Conditions"
            hint="Separate conditions with commas, e.g. Asthma, Diabetes."
            error={errors.healthInfo?.conditions?.message}
            {...register('healthInfo.conditions')}
          />
        ) : null}
      </Section>
    </>
  );
}
