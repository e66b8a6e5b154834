import { PAYMENT_MODES, PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatINR } from '@pgportal/contracts/format';
import { exitSettleSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, SelectField, TextField, layout, useReportStatus, type FormStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useSettleExitStatement } from '../api';

const MODES = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function SettleForm({
  tenantId,
  refund,
  onDone,
  onStatusChange,
}: {
  tenantId: string;
  refund: number;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}) {
  const { register, handleSubmit, setError, formState } = useZodForm(exitSettleSchema, {
    defaultValues: { paymentMode: undefined, paidAt: todayInIndia(), reference: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const settle = useSettleExitStatement(tenantId);
  const refunds = refund > 0;
  const submit = handleSubmit(async (values) => {
    const body = refunds ? values : {};
    const result = await settle.trigger(body, { setError, fields: ['paymentMode', 'paidAt', 'reference'] });
    if (result.ok) onDone();
  });
  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Settle">
      {refunds ? (
        <>
          <p>Refund to the tenant: {formatINR(refund)}.</p>
          <SelectField
            label="Refund paid by"
            required
            placeholder="Choose a payment mode"
            options={MODES}
            error={errors.paymentMode?.message}
            {...register('paymentMode')}
          />
          <TextField
            label="Paid on"
            type="date"
            required
            error={errors.paidAt?.message}
            {...register('paidAt')}
          />
          <TextField
            label="Reference (UTR, cheque number)"
            error={errors.reference?.message}
            {...register('reference')}
          />
        </>
      ) : (
        <p>
          {refund < 0
            ? `The tenant still owes ${formatINR(-refund)}: it stays on their invoices.`
            : 'Nothing to refund: the deposit covers the dues and deductions exactly.'}
        </p>
      )}
      <p className={layout.muted}>
        Settling vacates the tenant’s bed and closes the deposit. It cannot be undone.
      </p>
      <FormActions busy={isSubmitting} submitLabel="Settle" busyLabel="Settling..." onCancel={onDone} />
    </form>
  );
}

/** 'Settle' (staff): records the refund (or leaves the debt on invoices) and vacates the bed. */
export function SettleDialog({
  tenantId,
  refund,
  open,
  onClose,
}: {
  tenantId: string;
  refund: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Settle the exit statement"
      description="Deposit and dues net to zero; the refund goes in the ledger."
    >
      {({ onStatusChange }) => (
        <SettleForm tenantId={tenantId} refund={refund} onDone={onClose} onStatusChange={onStatusChange} />
      )}
    </FormModal>
  );
}
