import { UPLOAD_LIMIT_MB } from '@pgportal/contracts/format';
import { can } from '@pgportal/contracts/capabilities';
import { MESSAGES } from '@pgportal/contracts/messages';
import { checkLateFee, checkLateFeeAlways, propertyFormSchema } from '@pgportal/contracts/schemas';
import type { Amenity, Property } from '@pgportal/contracts/types';
import {
  CheckboxField,
  FileField,
  FormActions,
  FormDraftNotice,
  MoneyField,
  SelectField,
  TextAreaField,
  TextField,
  layout,
  useFormDraft,
} from '@pgportal/ui';
import { IMAGE_ACCEPT, firstFile, imageFilesField, useZodForm } from '@pgportal/ui/forms';
import { useSession } from '@pgportal/runtime/session';
import { DEFAULT_RETENTION_DAYS } from '@pgportal/contracts/privacy-notice';
import { AmenitiesField } from '../../../lib/amenities-field';
import { DEFAULT_AGREEMENT_TEXT } from '@pgportal/contracts/schemas';
import { AgreementTextField } from './agreement-text-field';
import { useAddProperty, useUpdateProperty } from '../api';
import { LateFeeFields, lateFeeDefaults } from './late-fee-fields';
import { TaxFields, checkGstLegalName } from './tax-fields';
import { TallyLedgerFields, tallyLedgerDefaults } from './tally-ledger-fields';
import { TALLY_LEDGER_FIELDS, tallyLedgerNamesSchema } from '@pgportal/contracts/schemas';
import {
  ALLOWED_OPTIONS,
  CATEGORY_OPTIONS,
  SERVER_FIELDS,
  STATE_OPTIONS,
  UPI_HINT,
} from './property-form-fields';

const schema = propertyFormSchema
  .extend({ coverImage: imageFilesField({ maxFiles: 1 }), tallyLedgers: tallyLedgerNamesSchema.optional() })
  .superRefine(checkLateFee, checkLateFeeAlways)
  .superRefine(checkGstLegalName);

interface PropertyFormProps {
  /** Update mode when given (SPEC §4): the form is prefilled. */
  property?: Property;
  onSaved: (property: Property) => void;
  onCancel: () => void;
}

/** SPEC §2 Add / Update Property, with the rules of SPEC §5. */
export function PropertyForm({ property, onSaved, onCancel }: PropertyFormProps) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: property?.name ?? '',
      description: property?.description ?? '',
      category: property?.category ?? '',
      allowedFor: property?.allowedFor ?? '',
      rules: property?.rules ?? '',
      contactNumber: property?.contactNumber ?? '',
      upiId: property?.upiId ?? '',
      landlordPan: property?.landlordPan ?? '',
      gstin: property?.gstin ?? '',
      gstLegalName: property?.gstLegalName ?? '',
      agreementText: property?.agreementText ?? '',
      hasCanteen: property?.hasCanteen ?? false,
      mealOptOutCutoff: property?.mealOptOutCutoff ?? '21:00',
      mealCreditMinDays: property?.mealCreditMinDays ?? 3,
      electricityRate: property?.electricityRate ? String(property.electricityRate) : '',
      roomsHaveMeters: property?.roomsHaveMeters ?? false,
      noticePeriodDays: String(property?.noticePeriodDays ?? 30),
      refundPeriodDays: String(property?.refundPeriodDays ?? 15),
      retentionDays: String(property?.retentionDays ?? DEFAULT_RETENTION_DAYS),
      state: property?.state ?? '',
      address: property?.address ?? { fullAddress: '', area: '', city: '', pinCode: '' },
      amenities: property?.amenities ?? [],
      ...lateFeeDefaults(property),
      tallyLedgers: tallyLedgerDefaults(property),
    },
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = form;
  const owner = useSession((state) => state.user?._id);
  const draft = useFormDraft(form, { name: 'add-property', owner, enabled: !property });
  const { errors, isSubmitting } = formState;
  // Every tenant's payment goes to the UPI ID: only an admin may change it (a manager's form leaves it out).
  const role = useSession((state) => state.user?.role);
  const mayChangeUpiId = can(role, 'properties.changeUpiId');
  const addProperty = useAddProperty();
  const updateProperty = useUpdateProperty();
  const amenities = (watch('amenities') ?? []) as Amenity[];

  const submit = handleSubmit(async (values) => {
    const fields = {
      ...values,
      upiId: mayChangeUpiId ? values.upiId : undefined,
      coverImage: firstFile(values.coverImage),
    };
    const form = { setError, fields: SERVER_FIELDS };
    const result = property
      ? await updateProperty.trigger({ id: property._id, ...fields }, form)
      : await addProperty.trigger(fields, form);
    if (result.ok) {
      draft.clear();
      onSaved(result.data);
    }
  });

  const title = property ? 'Update Property' : 'Add Property';
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label={title}>
      <FormDraftNotice draft={draft} />
      <div className={layout.formGrid}>
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Contact Number"
          type="tel"
          inputMode="tel"
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
        <TextField
          label="UPI ID"
          hint={mayChangeUpiId ? UPI_HINT : `${MESSAGES.upiIdAdminOnly} Tenants pay rent to it.`}
          readOnly={!mayChangeUpiId}
          autoComplete="off"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
        <TaxFields
          gstin={watch('gstin')}
          landlordPan={{ ...register('landlordPan'), error: errors.landlordPan?.message }}
          gstinField={{ ...register('gstin'), error: errors.gstin?.message }}
          gstLegalName={{ ...register('gstLegalName'), error: errors.gstLegalName?.message }}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label="Allowed For"
          placeholder="Choose who may stay"
          options={ALLOWED_OPTIONS}
          error={errors.allowedFor?.message}
          {...register('allowedFor')}
        />
        <TextAreaField
          className={layout.span2}
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          className={layout.span2}
          label="Rules"
          rows={3}
          error={errors.rules?.message}
          {...register('rules')}
        />
        <AgreementTextField
          className={layout.span2}
          error={errors.agreementText?.message}
          onUseStandard={() => setValue('agreementText', DEFAULT_AGREEMENT_TEXT, { shouldDirty: true })}
          {...register('agreementText')}
        />
        <TextField
          className={layout.span2}
          label="Full Address"
          error={errors.address?.fullAddress?.message}
          {...register('address.fullAddress')}
        />
        <TextField
          label="Area"
          required
          error={errors.address?.area?.message}
          {...register('address.area')}
        />
        <TextField
          label="City"
          required
          error={errors.address?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label="Pincode"
          required
          inputMode="numeric"
          error={errors.address?.pinCode?.message}
          {...register('address.pinCode')}
        />
        <SelectField
          label="State"
          options={STATE_OPTIONS}
          hint="For the police verification form of this state."
          error={errors.state?.message}
          {...register('state')}
        />
        <FileField
          maxMegabytes={UPLOAD_LIMIT_MB.propertyImage}
          label="Cover Image"
          accept={IMAGE_ACCEPT}
          hint={
            property?.coverImage ? 'Leave empty to keep the current image.' : 'JPEG, PNG or WebP, up to 5 MB.'
          }
          error={errors.coverImage?.message}
          {...register('coverImage')}
        />
        <TextField
          label="Notice period (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          hint="How many days before moving out a tenant gives notice."
          error={errors.noticePeriodDays?.message}
          {...register('noticePeriodDays')}
        />
        <TextField
          label="Refund period (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          hint="Days after the move-out within which the deposit is refunded."
          error={errors.refundPeriodDays?.message}
          {...register('refundPeriodDays')}
        />
        <TextField
          label="Retention period (days)"
          type="number"
          inputMode="numeric"
          min={30}
          max={3650}
          hint="Days after a tenant moved out and was settled before their ID data, documents and photos are erased (money records stay)."
          error={errors.retentionDays?.message}
          {...register('retentionDays')}
        />
        <CheckboxField label="Has canteen" {...register('hasCanteen')} />
        <TextField
          label="Meal opt-out cut-off"
          type="time"
          hint="Tenants mark days away before this time (India) the day before."
          error={errors.mealOptOutCutoff?.message}
          {...register('mealOptOutCutoff')}
        />
        <TextField
          label="Days away for a meal credit"
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          hint="The fewest days in a row away that earn a meal credit."
          error={errors.mealCreditMinDays?.message}
          {...register('mealCreditMinDays')}
        />
        <MoneyField
          label="Electricity rate (₹ per unit)"
          hint="Paise exact, e.g. 8.50. Each room's meter readings are charged at it."
          error={errors.electricityRate?.message}
          {...register('electricityRate')}
        />
        <CheckboxField label="Rooms have their own meters" {...register('roomsHaveMeters')} />
      </div>
      <LateFeeFields
        policy={watch('lateFeePolicy')}
        lateFeePolicy={{ ...register('lateFeePolicy'), error: errors.lateFeePolicy?.message }}
        lateFeeAmount={{ ...register('lateFeeAmount'), error: errors.lateFeeAmount?.message }}
        lateFeeGraceDays={{ ...register('lateFeeGraceDays'), error: errors.lateFeeGraceDays?.message }}
        lateFeeCap={{ ...register('lateFeeCap'), error: errors.lateFeeCap?.message }}
      />
      <TallyLedgerFields
        propertyName={watch('name') ?? ''}
        fields={
          Object.fromEntries(
            TALLY_LEDGER_FIELDS.map((field) => [field, register(`tallyLedgers.${field}`)]),
          ) as Record<(typeof TALLY_LEDGER_FIELDS)[number], ReturnType<typeof register>>
        }
        errors={Object.fromEntries(
          TALLY_LEDGER_FIELDS.map((field) => [field, errors.tallyLedgers?.[field]?.message]),
        )}
      />
      <AmenitiesField
        value={amenities}
        onChange={(next) => setValue('amenities', next, { shouldDirty: true })}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel={property ? 'Update Property' : 'Add Property'}
        onCancel={() => {
          draft.clear();
          onCancel();
        }}
      />
    </form>
  );
}
