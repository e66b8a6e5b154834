import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '@pgportal/contracts/enums';
import { formatINR, todayApiDate } from '@pgportal/contracts/format';
import { money, paySchema } from '@pgportal/contracts/schemas';
import type { Invoice } from '@pgportal/contracts/types';
import {
  FormActions,
  FormModal,
  MoneyField,
  SelectField,
  TextField,
  layout,
  useReportStatus,
} from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useMemo } from 'react';
import { z } from 'zod';
import { useMarkAsPaid } from '../api';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));

/** The dialog's fields: the API's rules, with the amount typed as text and capped at what is due. */
function formSchema(outstanding: number, today: string) {
  return z.object({
    paymentMode: paySchema.shape.paymentMode,
    paidAt: paySchema.shape.paidAt.refine(
      (value) => value <= today,
      'The paid date cannot be in the future.',
    ),
    // money(): '₹5,000', '8,500', '1,00,000' read as typed; '0x64', '1e3', '10.' refused.
    amount: money('Amount').refine(
      (value) => value <= outstanding,
      `At most ${formatINR(outstanding)} is outstanding`,
    ),
    reference: paySchema.shape.reference,
  });
}

/** What the dialog reads of the invoice it pays (the Dues page has no more of it). */
export type PayableInvoice = Pick<
  Invoice,
  '_id' | 'invoiceId' | 'invoiceDate' | 'totalAmount' | 'outstandingAmount'
>;

interface MarkAsPaidModalProps {
  /** the invoice to pay; null keeps the dialog closed */
  invoice: PayableInvoice | null;
  onClose: () => void;
}

/** 'Mark as Paid': payment mode, paid date (today by default) and amount (what is outstanding). */
export function MarkAsPaidModal({ invoice, onClose }: MarkAsPaidModalProps) {
  return (
    <FormModal
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Mark as Paid"
      description={
        invoice
          ? `Invoice ${invoice.invoiceId}: ${formatINR(invoice.outstandingAmount)} outstanding of ${formatINR(invoice.totalAmount)}.`
          : undefined
      }
    >
      {({ onStatusChange }) =>
        invoice ? (
          <MarkAsPaidForm
            key={invoice._id}
            invoice={invoice}
            onDone={onClose}
            onStatusChange={onStatusChange}
          />
        ) : null
      }
    </FormModal>
  );
}

interface MarkAsPaidFormProps {
  invoice: PayableInvoice;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function MarkAsPaidForm({ invoice, onDone, onStatusChange }: MarkAsPaidFormProps) {
  const today = todayApiDate();
  const schema = useMemo(
    () => formSchema(invoice.outstandingAmount, today),
    [invoice.outstandingAmount, today],
  );
  const { register, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: {
      paymentMode: 'CASH',
      paidAt: today,
      amount: String(invoice.outstandingAmount),
      reference: '',
    },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const markAsPaid = useMarkAsPaid();

  const submit = handleSubmit(async (values) => {
    const whole = values.amount === invoice.outstandingAmount;
    const result = await markAsPaid.trigger(
      {
        billingId: invoice._id,
        paymentMode: values.paymentMode,
        paidAt: values.paidAt,
        ...(whole ? {} : { amount: values.amount }),
        ...(values.reference ? { reference: values.reference } : {}),
      },
      { setError, fields: ['paymentMode', 'paidAt', 'amount', 'reference'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Mark as Paid">
      <SelectField
        label="Payment Mode"
        options={MODE_OPTIONS}
        required
        error={errors.paymentMode?.message}
        {...register('paymentMode')}
      />
      <TextField
        label="Paid Date"
        type="date"
        max={today}
        min={invoice.invoiceDate}
        required
        error={errors.paidAt?.message}
        {...register('paidAt')}
      />
      <MoneyField
        label="Amount (₹)"
        required
        hint="What is outstanding; enter less for a part payment."
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label="Reference (UTR or cheque number)"
        hint="Optional. A reference is recorded once in a property."
        error={errors.reference?.message}
        {...register('reference')}
      />
      <FormActions busy={isSubmitting} submitLabel="Mark as Paid" onCancel={onDone} />
    </form>
  );
}
