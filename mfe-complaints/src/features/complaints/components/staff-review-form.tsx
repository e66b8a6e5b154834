import { COMPLAINT_NOTE_MAX, complaintReviewFormSchema } from '@pgportal/contracts/schemas';
import type { Complaint } from '@pgportal/contracts/types';
import { FormActions, TextAreaField, layout, useReportStatus } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import type { FormStatus } from '@pgportal/ui';
import { useReviewComplaint } from '../api';
import { ComplaintHistory, ComplaintSummary } from './complaint-details';
import { knownStatus } from './complaint-status';
import { StatusRadios } from './status-radios';

interface StaffReviewFormProps {
  complaint: Complaint;
  onDone: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

/** What the note field says: rejecting needs a reason; any other change may carry a note. */
const NOTE_TEXT = {
  reject: {
    label: 'Reason for rejecting',
    hint: 'Required: the tenant gets it by e-mail with the new status.',
  },
  other: { label: 'Note to the tenant', hint: 'Optional: sent to the tenant by e-mail with the new status.' },
};

/**
 * Staff's 'Edit Complaint': the issue and images read only, the status radios, and a note kept
 * with the change and mailed to the tenant (issue 22); Rejected requires one, the reason.
 */
export function StaffReviewForm({ complaint, onDone, onStatusChange }: StaffReviewFormProps) {
  const current = knownStatus(complaint.status);
  const { register, handleSubmit, setError, setValue, watch, formState } = useZodForm(
    complaintReviewFormSchema,
    {
      defaultValues: { status: current, note: '' },
    },
  );
  const review = useReviewComplaint();
  const { errors, isSubmitting, isDirty } = formState;
  useReportStatus(onStatusChange, isSubmitting, isDirty);
  const status = watch('status');
  const noteLength = (watch('note') ?? '').length;
  const text = status === 'REJECTED' ? NOTE_TEXT.reject : NOTE_TEXT.other;

  const submit = handleSubmit(async (input) => {
    const result = await review.trigger(
      { id: complaint._id, ...input },
      { setError, fields: ['status', 'note'] as const },
    );
    if (result.ok) onDone();
  });

  return (
    <form className={layout.stackLg} onSubmit={submit} noValidate aria-label="Edit Complaint">
      <ComplaintSummary complaint={complaint} />
      <StatusRadios
        current={current}
        value={status}
        onChange={(next) => setValue('status', next, { shouldDirty: true })}
        disabled={isSubmitting}
      />
      <TextAreaField
        label={text.label}
        hint={text.hint}
        required={status === 'REJECTED'}
        maxLength={COMPLAINT_NOTE_MAX}
        counter={{ length: noteLength, max: COMPLAINT_NOTE_MAX }}
        error={errors.note?.message}
        {...register('note')}
      />
      <ComplaintHistory history={complaint.history} />
      <FormActions
        busy={isSubmitting}
        submitLabel="Update Complaint"
        submitDisabled={status === current}
        onCancel={onDone}
      />
    </form>
  );
}
