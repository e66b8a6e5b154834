import { COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@pgportal/contracts/enums';
import { Badge, type BadgeTone } from '@pgportal/ui';

/** SPEC §4: an unknown status displays as Pending. */
export function knownStatus(status: string | null | undefined): ComplaintStatus {
  return (COMPLAINT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ComplaintStatus)
    : 'PENDING';
}

export const statusLabel = (status: string | null | undefined) =>
  COMPLAINT_STATUS_LABELS[knownStatus(status)];

/** SPEC §4: RESOLVED and REJECTED are final; such a complaint opens view-only. */
export const isFinal = (status: string | null | undefined) => {
  const known = knownStatus(status);
  return known === 'RESOLVED' || known === 'REJECTED';
};

const TONES: Record<ComplaintStatus, BadgeTone> = {
  PENDING: 'warning',
  IN_PROGRESS: 'info',
  REJECTED: 'danger',
  RESOLVED: 'success',
};

export function StatusBadge({ status }: { status: string }) {
  const known = knownStatus(status);
  return <Badge tone={TONES[known]}>{COMPLAINT_STATUS_LABELS[known]}</Badge>;
}
