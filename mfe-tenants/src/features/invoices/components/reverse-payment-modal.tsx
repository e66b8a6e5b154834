import { formatINR } from '@pgportal/contracts/format';
import { REQUIRED, reverseSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, TextAreaField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { z } from 'zod';
import { useReversePayment } from '../api';
import { describePayment, type InvoicePayment } from './invoice-payments';

const REASON_MAX = 200;
/** The API's rule for the note, which the dialog makes required: a reversal says why. */
const formSchema = z.object({ note: reverseSchema.shape.note.unwrap().min(1, REQUIRED) });

interface ReversePaymentModalProps {
  /** the payment to reverse; null keeps the dialog closed */
  entry: InvoicePayment | null;
  onClose: () => void;
}

/** 'Reverse payment': asks why, then undoes the payment (the ledger keeps both entries). */
export function ReversePaymentModal({ entry, onClose }: ReversePaymentModalProps) {
  return (
    <FormModal
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reverse payment"
      description={
        entry
          ? `${describePayment(entry)}. ${formatINR(entry.payment.amount)} will be due again.`
          : undefined
      }
    >
      {({ onStatusChange }) =>
        entry ? (
          <ReverseForm key={entry.payment._id} entry={entry} onDone={onClose} onStatusChange={onStatusChange} />
        ) : null
      }
    </FormModal>
  );
}

interface ReverseFormProps {
  entry: InvoicePayment;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function ReverseForm({ entry, onDone, onStatusChange }: ReverseFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm(formSchema, {
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const reverse = useReversePayment();

  const submit = handleSubmit(async (values) => {
    const result = await reverse.trigger(
      { billingId: entry.invoice._id, paymentId: entry.payment._id, note: values.note },
      { setError, fields: ['note'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Reverse payment">
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        hint="Why this payment is reversed, e.g. recorded on the wrong invoice."
        counter={{ length: watch('note').length, max: REASON_MAX }}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel="Reverse"
        busyLabel="Reversing..."
        submitVariant="danger"
        onCancel={onDone}
      />
    </form>
  );
}
