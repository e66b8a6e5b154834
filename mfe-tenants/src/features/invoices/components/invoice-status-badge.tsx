import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@pgportal/contracts/enums';
import { Badge, type BadgeTone } from '@pgportal/ui';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  PAID: 'success',
  UNPAID: 'warning',
  PARTIAL: 'info',
  OVERDUE: 'danger',
};

/** The invoice status as a coloured badge reading 'Unpaid', 'Part paid', 'Overdue' or 'Paid'. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
