import { COMPLAINT_STATUSES, type ComplaintStatus } from '@pgportal/contracts/enums';
import { Badge, type BadgeTone } from '@pgportal/ui';
import { useT } from '../../../i18n/catalogue';

/** SPEC §4: an unknown status displays as Pending. */
export function knownStatus(status: string | null | undefined): ComplaintStatus {
  return (COMPLAINT_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as ComplaintStatus)
    : 'PENDING';
}

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

/** The status as a coloured badge; in the tenant's language when `translated` (staff's stay English). */
export function StatusBadge({ status, translated = false }: { status: string; translated?: boolean }) {
  const known = knownStatus(status);
  const { t } = useT(translated);
  return <Badge tone={TONES[known]}>{t(`status${known}`)}</Badge>;
}
