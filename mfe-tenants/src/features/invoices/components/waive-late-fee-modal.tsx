import { formatINR } from '@pgportal/contracts/format';
import { waiveLateFeeSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, TextAreaField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useWaiveLateFee } from '../api/waive-late-fee';
import type { InvoiceLineRow } from './invoice-lines';

const REASON_MAX = 200;

interface WaiveLateFeeModalProps {
  /** the late-fee line to waive; null keeps the dialog closed */
  line: InvoiceLineRow | null;
  onClose: () => void;
}

/** 'Waive late fee': asks why (the tenant reads it), then takes the fee off the invoice. */
export function WaiveLateFeeModal({ line, onClose }: WaiveLateFeeModalProps) {
  return (
    <FormModal
      open={line !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Waive late fee"
      description={
        line
          ? `${line.description} on ${line.invoice.invoiceId}: ${formatINR(line.amount)} comes off the invoice.`
          : undefined
      }
    >
      {({ onStatusChange }) =>
        line ? <WaiveForm key={line.id} line={line} onDone={onClose} onStatusChange={onStatusChange} /> : null
      }
    </FormModal>
  );
}

interface WaiveFormProps {
  line: InvoiceLineRow;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function WaiveForm({ line, onDone, onStatusChange }: WaiveFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm(waiveLateFeeSchema, {
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const waive = useWaiveLateFee();

  const submit = handleSubmit(async (values) => {
    const result = await waive.trigger(
      { invoiceId: line.invoice._id, lineId: line.id!, reason: values.reason },
      { setError, fields: ['reason'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Waive late fee">
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        hint="The tenant reads it on the invoice, e.g. a bank holiday on the due date."
        counter={{ length: watch('reason').length, max: REASON_MAX }}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormActions busy={isSubmitting} submitLabel="Waive" busyLabel="Waiving..." onCancel={onDone} />
    </form>
  );
}
