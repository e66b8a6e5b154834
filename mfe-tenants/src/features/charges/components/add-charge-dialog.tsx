import { addChargeSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, MoneyField, TextField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useAddCharge } from '../api';

interface AddChargeFormProps {
  tenantId: string;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function AddChargeForm({ tenantId, onDone, onStatusChange }: AddChargeFormProps) {
  const { register, handleSubmit, setError, formState } = useZodForm(addChargeSchema, {
    defaultValues: { kind: 'OTHER', description: '', amount: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const add = useAddCharge(tenantId);
  const submit = handleSubmit(async (values) => {
    const result = await add.trigger(values, { setError, fields: ['description', 'amount'] });
    if (result.ok) onDone();
  });
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Add a charge">
      <TextField
        label="Description"
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <MoneyField
        label="Amount (₹)"
        required
        hint="A negative amount is a credit: it comes off the next invoice."
        error={errors.amount?.message}
        {...register('amount')}
      />
      <FormActions busy={isSubmitting} submitLabel="Add" busyLabel="Adding..." onCancel={onDone} />
    </form>
  );
}

/** 'Add a charge' (staff): a charge or credit the tenant's next rent invoice takes as a line. */
export function AddChargeDialog({
  tenantId,
  open,
  onClose,
}: {
  tenantId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Add a charge"
      description="The tenant's next rent invoice takes it as a line."
    >
      {({ onStatusChange }) => (
        <AddChargeForm tenantId={tenantId} onDone={onClose} onStatusChange={onStatusChange} />
      )}
    </FormModal>
  );
}
