import type { Tenant } from '@pgportal/contracts/types';
import { PropertyChoice } from '@pgportal/domain';
import { FormActions, FormDraftNotice, layout, useFormDraft } from '@pgportal/ui';
import { firstFile, useZodForm } from '@pgportal/ui/forms';
import { useSession } from '@pgportal/runtime/session';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { PROPERTY_CHOICE_LIMIT, useAddTenant, useCallerProperties, useUpdateTenant } from '../api';
import type { TenantFields } from '../api';
import { AdmissionForeignNational } from './admission-foreign-national';
import { AdmissionPrivacy } from './admission-privacy';
import { TenantFormFields } from './tenant-form-fields';
import { ADMISSION_FOREIGN_FIELDS, EMPTY_FOREIGN, tenantFormSchema } from './tenant-form-schema';
import type { TenantFormValues } from './tenant-form-schema';

/** The fields a server answer may name (400 `errors`). */
const SERVER_FIELDS = [
  'fullName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'address',
  'profession',
  'emergencyContact.name',
  'emergencyContact.relation',
  'emergencyContact.phone',
  'localGuardian.name',
  'localGuardian.contactNumber',
  'localGuardian.location',
  'healthInfo.conditions',
  'propertyId',
  'paperConsent',
  ...ADMISSION_FOREIGN_FIELDS.map((name) => `foreignNational.${name}` as const),
] as const satisfies readonly Path<TenantFormValues>[];

/** Never kept in this browser's draft of New Tenant: the whole passport and visa numbers (issue 45). */
const NOT_IN_DRAFT = ['foreignNational.passportNumber', 'foreignNational.visaNumber'] as const;

const EMPTY: TenantFormValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  address: '',
  profession: '',
  emergencyContact: { name: '', relation: '', phone: '' },
  localGuardian: { name: '', contactNumber: '', location: '' },
  healthInfo: { hasHealthCondition: false, conditions: '' },
  tenantImage: null,
  paperConsent: false,
  isForeignNational: false,
  foreignNational: EMPTY_FOREIGN,
};

/** The form's values for an existing tenant ('Update Tenant'). */
function valuesOf(tenant: Tenant): TenantFormValues {
  return {
    fullName: tenant.fullName,
    email: tenant.email,
    phoneNumber: tenant.phoneNumber,
    dateOfBirth: tenant.dateOfBirth ?? '',
    address: tenant.address,
    profession: tenant.profession ?? '',
    emergencyContact: { name: '', relation: '', phone: '', ...tenant.emergencyContact },
    localGuardian: { name: '', contactNumber: '', location: '', ...tenant.localGuardian },
    healthInfo: {
      hasHealthCondition: tenant.healthInfo?.hasHealthCondition ?? false,
      conditions: (tenant.healthInfo?.conditions ?? []).join(', '),
    },
    tenantImage: null,
    // Update Tenant leaves Form III to Tenant Details → Form III.
    isForeignNational: false,
    foreignNational: EMPTY_FOREIGN,
  };
}

/** A preview of the picked photo (an object URL, revoked when it changes), else `fallback`. */
function usePhotoPreview(files: unknown, fallback: string | null): string | null {
  const file = firstFile(files as FileList | null | undefined);
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ?? fallback;
}

interface TenantFormProps {
  /** the tenant to update; without one the form admits a new tenant */
  tenant?: Tenant;
  onSaved: (tenant: Tenant) => void;
  onCancel: () => void;
  /** more of the admission, shown before the buttons (the Aadhaar QR, issue 45) */
  children?: ReactNode;
  /** awaited after a new tenant is added, before onSaved */
  onAdded?: (tenant: Tenant) => Promise<void>;
}

/** 'New Tenant' (POST /tenant/add) or 'Update Tenant' (PUT /tenant/update/{id}). */
export function TenantForm({ tenant, onSaved, onCancel, children, onAdded }: TenantFormProps) {
  // New Tenant goes to the current property unless another of the caller's is chosen (issue 22).
  const currentProperty = useSession((state) => state.user?.currentProperty ?? '');
  const form = useZodForm(tenantFormSchema, {
    defaultValues: tenant ? valuesOf(tenant) : { ...EMPTY, propertyId: currentProperty },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const [propertySearch, setPropertySearch] = useState('');
  const properties = useCallerProperties(!tenant, propertySearch);
  // New Tenant is long: a session that ends while it is filled keeps it as a draft (not the photo).
  const owner = useSession((state) => state.user?._id);
  const draft = useFormDraft(form, {
    name: 'tenant-admission',
    owner,
    enabled: !tenant,
    omit: NOT_IN_DRAFT,
  });
  const { errors, isSubmitting } = formState;
  const addTenant = useAddTenant();
  const updateTenant = useUpdateTenant();
  const preview = usePhotoPreview(watch('tenantImage'), tenant?.profilePhoto?.url ?? null);

  const submit = handleSubmit(async (values) => {
    const fields: TenantFields = { ...values, tenantImage: firstFile(values.tenantImage) };
    const binding = { setError, fields: SERVER_FIELDS };
    const result = tenant
      ? await updateTenant.trigger({ ...fields, id: tenant._id }, binding)
      : await addTenant.trigger(fields, binding);
    if (result.ok) {
      draft.clear();
      if (!tenant && onAdded) await onAdded(result.data);
      onSaved(result.data);
    }
  });

  const label = tenant ? 'Update Tenant' : 'Add Tenant';
  return (
    <form
      className={layout.stackLg}
      onSubmit={submit}
      noValidate
      aria-label={tenant ? 'Update Tenant' : 'New Tenant'}
    >
      <FormDraftNotice draft={draft} />
      {tenant ? null : (
        <PropertyChoice
          properties={properties.data}
          value={watch('propertyId') ?? ''}
          onChange={(id) => setValue('propertyId', id, { shouldDirty: true })}
          error={errors.propertyId?.message}
          more={properties.data?.length === PROPERTY_CHOICE_LIMIT}
          search={propertySearch}
          onSearch={setPropertySearch}
        />
      )}
      <TenantFormFields
        register={register}
        errors={errors}
        showGuardian={watch('profession') === 'STUDENT'}
        showConditions={watch('healthInfo.hasHealthCondition') === true}
        photoPreview={preview}
      />
      {children}
      {tenant ? null : (
        <AdmissionForeignNational
          register={register}
          errors={errors}
          shown={watch('isForeignNational') === true}
        />
      )}
      {tenant ? null : <AdmissionPrivacy register={register('paperConsent')} />}
      <FormActions
        busy={isSubmitting}
        submitLabel={label}
        onCancel={() => {
          draft.clear();
          onCancel();
        }}
      />
    </form>
  );
}
