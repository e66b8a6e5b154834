import { formatDate, formatINR } from '@pgportal/contracts/format';
import { changeRentSchema } from '@pgportal/contracts/schemas';
import {
  FormActions,
  FormModal,
  LoadingBlock,
  MoneyField,
  TextField,
  layout,
  useReportStatus,
} from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useChangeRent, useRents } from '../api';

interface ChangeRentFormProps {
  tenantId: string;
  rent: number;
  mealCost: number;
  /** the default effective date: the next billing day */
  nextBillingDay: string;
  /** the earliest effective date: the current period's first day */
  periodStart: string;
  onSaved: () => void;
  onCancel: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

export function ChangeRentForm(props: ChangeRentFormProps) {
  const { tenantId, rent, mealCost, nextBillingDay, periodStart, onSaved, onCancel, onStatusChange } = props;
  const { register, handleSubmit, setError, formState } = useZodForm(changeRentSchema, {
    defaultValues: {
      rent: String(rent),
      mealCost: mealCost ? String(mealCost) : '',
      effectiveDate: nextBillingDay,
    },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const change = useChangeRent(tenantId);
  const submit = handleSubmit(async (values) => {
    const result = await change.trigger(values, { setError, fields: ['rent', 'mealCost', 'effectiveDate'] });
    if (result.ok) onSaved();
  });
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Change rent">
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
      <TextField
        label="Effective from"
        type="date"
        required
        min={periodStart}
        hint={`Invoices of periods starting on or after this day use it; the next billing day is ${formatDate(nextBillingDay)}.`}
        error={errors.effectiveDate?.message}
        {...register('effectiveDate')}
      />
      <FormActions busy={isSubmitting} submitLabel="Save" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}

interface ChangeRentDialogProps {
  open: boolean;
  tenantId: string;
  rent: number;
  mealCost: number;
  onClose: () => void;
}

/** 'Change rent' on the tenant page (staff): a new rent or meal cost from an effective date. */
export function ChangeRentDialog({ open, tenantId, rent, mealCost, onClose }: ChangeRentDialogProps) {
  const { data } = useRents(tenantId);
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Change rent"
      description="Invoices already issued stay as they are."
    >
      {({ onStatusChange }) =>
        data?.nextBillingDay && data.currentPeriod ? (
          <ChangeRentForm
            tenantId={tenantId}
            rent={rent}
            mealCost={mealCost}
            nextBillingDay={data.nextBillingDay}
            periodStart={data.currentPeriod.start}
            onSaved={onClose}
            onCancel={onClose}
            onStatusChange={onStatusChange}
          />
        ) : (
          <LoadingBlock label="Loading the billing period" />
        )
      }
    </FormModal>
  );
}
