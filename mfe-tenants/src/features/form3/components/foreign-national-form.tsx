import { VISA_KIND_LABELS, VISA_KINDS } from '@pgportal/contracts/enums';
import type { ForeignNationalAnswer } from '@pgportal/contracts/responses';
import {
  CheckboxField,
  FormActions,
  FormModal,
  SelectField,
  TextAreaField,
  TextField,
  layout,
  useReportStatus,
} from '@pgportal/ui';
import type { FormStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { z } from 'zod';
import { useSaveForeignNational } from '../api';
import { fromIndiaLocal, toIndiaLocal } from '@pgportal/contracts/format';

const TEXT_FIELDS = [
  'nationality',
  'gender',
  'permanentAddressAbroad',
  'permanentPhone',
  'passportNumber',
  'passportPlaceOfIssue',
  'passportIssuedOn',
  'passportExpiresOn',
  'visaKind',
  'visaNumber',
  'visaType',
  'visaPlaceOfIssue',
  'visaIssuedOn',
  'visaExpiresOn',
  'arrivedFrom',
  'arrivedInIndiaOn',
  'arrivedAt',
  'intendedStay',
  'purposeOfStay',
  'nextDestination',
] as const;

/** The screen's values: text as typed (the API checks the rest and says what to fix). */
const formSchema = z.object({
  ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, z.string()])),
  nationality: z.string().trim().min(1, 'Enter the nationality as the passport says'),
  employedInIndia: z.boolean(),
}) as z.ZodObject<Record<(typeof TEXT_FIELDS)[number], z.ZodString> & { employedInIndia: z.ZodBoolean }>;
type FormValues = z.input<typeof formSchema>;

function defaultsOf(details: ForeignNationalAnswer['details']): FormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as unknown as FormValues;
  if (!details) return { ...values, employedInIndia: false };
  for (const name of TEXT_FIELDS) {
    const value = (details as Record<string, unknown>)[name];
    if (typeof value === 'string') values[name] = value;
  }
  // the whole numbers are never sent to this screen: left empty, the kept ones stay
  return {
    ...values,
    passportNumber: '',
    visaNumber: '',
    arrivedAt: toIndiaLocal(details.arrivedAt),
    employedInIndia: details.employedInIndia,
  };
}

interface FormProps {
  tenantId: string;
  details: ForeignNationalAnswer['details'];
  onSaved: () => void;
  onCancel: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

function ForeignNationalForm({ tenantId, details, onSaved, onCancel, onStatusChange }: FormProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(formSchema, {
    defaultValues: defaultsOf(details),
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const save = useSaveForeignNational(tenantId);
  const submit = handleSubmit(async (values) => {
    const body = {
      ...values,
      passportNumber: values.passportNumber || undefined,
      visaNumber: values.visaNumber || undefined,
      arrivedAt: fromIndiaLocal(values.arrivedAt) || undefined,
    };
    const result = await save.trigger(body, { setError, fields: [...TEXT_FIELDS] });
    if (result.ok) onSaved();
  });
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} error={errors[name]?.message} {...extra} {...register(name)} />
  );
  const kept = (masked: string | null | undefined) =>
    masked ? { hint: `Kept: ${masked}. Leave empty to keep it.` } : {};
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Foreign national details">
      {text('nationality', 'Nationality', { required: true, hint: 'As the passport says, e.g. Nepal' })}
      <SelectField
        label="Gender"
        placeholder="Not given"
        options={[
          { value: 'F', label: 'Female' },
          { value: 'M', label: 'Male' },
          { value: 'T', label: 'Transgender' },
        ]}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <TextAreaField
        label="Permanent address abroad"
        error={errors.permanentAddressAbroad?.message}
        {...register('permanentAddressAbroad')}
      />
      {text('permanentPhone', 'Phone in the home country')}
      {text('passportNumber', 'Passport number', { autoComplete: 'off', ...kept(details?.passportNumber) })}
      {text('passportPlaceOfIssue', 'Passport place of issue')}
      {text('passportIssuedOn', 'Passport date of issue', { type: 'date' })}
      {text('passportExpiresOn', 'Passport valid till', { type: 'date' })}
      <SelectField
        label="Visa kind"
        placeholder="Not given"
        options={VISA_KINDS.map((kind) => ({ value: kind, label: VISA_KIND_LABELS[kind] }))}
        error={errors.visaKind?.message}
        {...register('visaKind')}
      />
      {text('visaNumber', 'Visa, e-Visa or OCI number', {
        autoComplete: 'off',
        ...kept(details?.visaNumber),
      })}
      {text('visaType', 'Visa type', { hint: 'e.g. Student, Employment, Business' })}
      {text('visaPlaceOfIssue', 'Visa place of issue')}
      {text('visaIssuedOn', 'Visa date of issue', { type: 'date' })}
      {text('visaExpiresOn', 'Visa valid till', { type: 'date' })}
      {text('arrivedFrom', 'Arrived from (city, country)')}
      {text('arrivedInIndiaOn', 'Date of arrival in India', { type: 'date' })}
      {text('arrivedAt', 'Arrival at the PG (India time)', {
        type: 'datetime-local',
        hint: 'The arrival report is due 24 hours after this. Empty: now.',
      })}
      {text('intendedStay', 'Intended duration of stay', { hint: 'e.g. 1 year' })}
      {text('purposeOfStay', 'Purpose of stay', { hint: 'e.g. Study, Employment' })}
      <CheckboxField label="Employed in India" {...register('employedInIndia')} />
      {text('nextDestination', 'Next destination (city, country)')}
      <FormActions busy={isSubmitting} submitLabel="Save" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}

interface DialogProps {
  open: boolean;
  tenantId: string;
  details: ForeignNationalAnswer['details'];
  onClose: () => void;
}

/** 'Foreign national details' on Tenant Details (staff): what Form III asks. */
export function ForeignNationalDialog({ open, tenantId, details, onClose }: DialogProps) {
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Foreign national details"
      description="What Form III asks. The passport and visa numbers are kept encrypted and shown only on the Form III sheet."
    >
      {({ onStatusChange }) => (
        <ForeignNationalForm
          tenantId={tenantId}
          details={details}
          onSaved={onClose}
          onCancel={onClose}
          onStatusChange={onStatusChange}
        />
      )}
    </FormModal>
  );
}
