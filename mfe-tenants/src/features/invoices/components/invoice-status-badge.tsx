import type { InvoiceStatus } from '@pgportal/contracts/enums';
import { Badge, type BadgeTone } from '@pgportal/ui';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  PAID: 'success',
  UNPAID: 'warning',
  PARTIAL: 'info',
  OVERDUE: 'danger',
};

/** The invoice status as a coloured badge; the text carries the meaning. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
