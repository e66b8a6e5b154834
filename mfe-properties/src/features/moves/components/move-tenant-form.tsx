import { formatINR } from '@pgportal/contracts/format';
import type { FreeBedAnswer } from '@pgportal/contracts/responses';
import { moveTenantSchema } from '@pgportal/contracts/schemas';
import { CheckboxField, FormActions, MoneyField, SearchSelect, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus, SearchOption } from '@pgportal/ui';
import { useState } from 'react';
import { useFreeBeds, useMoveTenant } from '../api';

interface MoveTenantFormProps {
  tenantId: string;
  /** the rent and meal cost now, in rupees: the defaults */
  rent: number;
  mealCost: number;
  onSaved: () => void;
  onCancel: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

const floorName = (floor: number) => (floor === 0 ? 'Ground floor' : `Floor ${floor}`);

/** 'Room 101 / Bed 2', with its floor and property. */
export const freeBedOption = (bed: FreeBedAnswer): SearchOption => ({
  value: bed._id,
  label: `Room ${bed.room.roomNumber} / Bed ${bed.bedNumber}`,
  meta: `${floorName(bed.room.floor)} · ${bed.property.name}`,
});

/**
 * Issue 22 'Move to another bed': a free bed of any of the caller's properties, the rent and meal
 * cost there (the current ones by default), and whether to pro-rate the difference for the rest
 * of this billing period (otherwise the new figures apply from the next invoice).
 */
export function MoveTenantForm({
  tenantId,
  rent,
  mealCost,
  onSaved,
  onCancel,
  onStatusChange,
}: MoveTenantFormProps) {
  const { register, handleSubmit, setError, setValue, formState, clearErrors } = useZodForm(
    moveTenantSchema,
    {
      defaultValues: {
        bedId: '',
        rent: String(rent),
        mealCost: mealCost ? String(mealCost) : '',
        prorate: false,
      },
    },
  );
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const [bed, setBed] = useState<SearchOption | null>(null);
  const [search, setSearch] = useState('');
  const beds = useFreeBeds(search, true);
  const move = useMoveTenant(tenantId);

  const submit = handleSubmit(async (values) => {
    const result = await move.trigger(values, { setError, fields: ['bedId', 'rent', 'mealCost'] });
    if (result.ok) onSaved();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Move to another bed">
      <SearchSelect
        label="New bed"
        required
        placeholder="Type a room number or property"
        selected={bed}
        onSearch={setSearch}
        loading={beds.isLoading}
        options={beds.data?.map(freeBedOption)}
        onSelect={(option) => {
          setBed(option);
          setValue('bedId', option?.value ?? '', { shouldDirty: true });
          if (option) clearErrors('bedId');
        }}
        error={errors.bedId?.message}
      />
      <MoneyField
        label="Rent Amount (₹ per month)"
        required
        hint={`Now ${formatINR(rent)}`}
        error={errors.rent?.message}
        {...register('rent')}
      />
      <MoneyField
        label="Meal Cost (₹ per month)"
        hint="Leave empty for no meals"
        error={errors.mealCost?.message}
        {...register('mealCost')}
      />
      <CheckboxField
        label="Pro-rate the difference for the rest of this period"
        hint="Otherwise the new rent starts with the next invoice. More: an adjustment invoice now; less: a credit on the next invoice."
        {...register('prorate')}
      />
      <FormActions busy={isSubmitting} submitLabel="Move" busyLabel="Moving..." onCancel={onCancel} />
    </form>
  );
}
