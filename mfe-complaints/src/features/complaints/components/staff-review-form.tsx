import type { ComplaintStatus } from '@pgportal/contracts/enums';
import type { Complaint } from '@pgportal/contracts/types';
import { FormActions, layout, useReportStatus } from '@pgportal/ui';
import type { FormStatus } from '@pgportal/ui';
import { useState, type FormEvent } from 'react';
import { useReviewComplaint } from '../api';
import { ComplaintHistory, ComplaintSummary } from './complaint-details';
import { knownStatus } from './complaint-status';
import { StatusRadios } from './status-radios';

interface StaffReviewFormProps {
  complaint: Complaint;
  onDone: () => void;
  onStatusChange?: (status: FormStatus) => void;
}

/** Staff's 'Edit Complaint': the issue and images read only, and the status radios. */
export function StaffReviewForm({ complaint, onDone, onStatusChange }: StaffReviewFormProps) {
  const current = knownStatus(complaint.status);
  const [status, setStatus] = useState<ComplaintStatus>(current);
  const [busy, setBusy] = useState(false);
  const review = useReviewComplaint();
  useReportStatus(onStatusChange, busy, status !== current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await review.trigger({ id: complaint._id, status });
    setBusy(false);
    if (result.ok) onDone();
  };

  return (
    <form className={layout.stackLg} onSubmit={(event) => void submit(event)} aria-label="Edit Complaint">
      <ComplaintSummary complaint={complaint} />
      <StatusRadios current={current} value={status} onChange={setStatus} disabled={busy} />
      <ComplaintHistory history={complaint.history} />
      <FormActions
        busy={busy}
        submitLabel="Update Complaint"
        submitDisabled={status === current}
        onCancel={onDone}
      />
    </form>
  );
}
