import { PAYMENT_MODES, PAYMENT_MODE_LABELS } from '@pgportal/contracts/enums';
import { formatDayMonthYear, formatINR } from '@pgportal/contracts/format';
import { exitSettleSchema, settleEarlyQuestion } from '@pgportal/contracts/schemas';
import {
  Button,
  FormActions,
  FormModal,
  SelectField,
  TextField,
  layout,
  useReportStatus,
  type FormStatus,
} from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useState } from 'react';
import { useSettleExitStatement } from '../api';

const MODES = PAYMENT_MODES.map((mode) => ({ value: mode, label: PAYMENT_MODE_LABELS[mode] }));
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** The statement facts the dialog needs. */
export interface SettleFacts {
  tenantId: string;
  tenantName: string;
  moveOutDate: string;
  refund: number;
}

function SettleForm({
  tenantId,
  refund,
  early,
  onDone,
  onStatusChange,
}: {
  tenantId: string;
  refund: number;
  /** staff chose to settle before the move-out date */
  early: boolean;
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
    const body = { ...(refunds ? values : {}), ...(early ? { settleEarly: true } : {}) };
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

/**
 * Before the move-out date, the question staff answer first (issue 41): settling today frees the
 * bed now and bills nothing after today.
 */
function SettleEarlyQuestion({
  facts,
  onYes,
  onNo,
}: {
  facts: SettleFacts;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className={layout.stackLg}>
      <p>{settleEarlyQuestion(facts.tenantName, formatDayMonthYear(facts.moveOutDate))}</p>
      <div className={layout.row}>
        <Button onClick={onYes}>Settle today</Button>
        <Button variant="secondary" onClick={onNo}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Settle' (staff): records the refund (or leaves the debt on invoices) and vacates the bed. Before
 * the move-out date it asks first, and the settle says staff chose it (settleEarly).
 */
export function SettleDialog({
  facts,
  open,
  onClose,
}: {
  facts: SettleFacts;
  open: boolean;
  onClose: () => void;
}) {
  const early = todayInIndia() < facts.moveOutDate;
  const [confirmed, setConfirmed] = useState(false);
  const close = () => {
    setConfirmed(false);
    onClose();
  };
  return (
    <FormModal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Settle the exit statement"
      description="Deposit and dues net to zero; the refund goes in the ledger."
    >
      {({ onStatusChange }) =>
        early && !confirmed ? (
          <SettleEarlyQuestion facts={facts} onYes={() => setConfirmed(true)} onNo={close} />
        ) : (
          <SettleForm
            tenantId={facts.tenantId}
            refund={facts.refund}
            early={early}
            onDone={close}
            onStatusChange={onStatusChange}
          />
        )
      }
    </FormModal>
  );
}
