import { rejectClaimSchema } from '@pgportal/contracts/schemas';
import { FormActions, FormModal, TextAreaField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useRejectClaim } from '../api/claim-payment';
import { describeClaim, type ClaimToDecide } from './invoice-claims';

const REASON_MAX = 200;

interface RejectClaimModalProps {
  /** the claim to reject; null keeps the dialog closed */
  entry: ClaimToDecide | null;
  onClose: () => void;
}

/** 'Reject' a payment claim: asks why (the tenant reads the reason on their Billing page). */
export function RejectClaimModal({ entry, onClose }: RejectClaimModalProps) {
  return (
    <FormModal
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Reject payment claim"
      description={entry ? `${describeClaim(entry)}. The tenant will see your reason.` : undefined}
    >
      {({ onStatusChange }) =>
        entry ? (
          <RejectForm key={entry.claim._id} entry={entry} onDone={onClose} onStatusChange={onStatusChange} />
        ) : null
      }
    </FormModal>
  );
}

interface RejectFormProps {
  entry: ClaimToDecide;
  onDone: () => void;
  onStatusChange: (status: FormStatus) => void;
}

function RejectForm({ entry, onDone, onStatusChange }: RejectFormProps) {
  const { register, handleSubmit, setError, watch, formState } = useZodForm(rejectClaimSchema, {
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const reject = useRejectClaim();

  const submit = handleSubmit(async (values) => {
    const result = await reject.trigger(
      { billingId: entry.invoice._id, claimId: entry.claim._id, reason: values.reason },
      { setError, fields: ['reason'] },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Reject payment claim">
      <TextAreaField
        label="Reason"
        required
        rows={3}
        maxLength={REASON_MAX}
        hint="e.g. No payment with this UTR reached our account."
        counter={{ length: watch('reason').length, max: REASON_MAX }}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormActions
        busy={isSubmitting}
        submitLabel="Reject"
        busyLabel="Rejecting..."
        submitVariant="danger"
        onCancel={onDone}
      />
    </form>
  );
}
