import type { InvoiceStatus } from '@pgportal/contracts/enums';
import { Badge, type BadgeTone } from '@pgportal/ui';
import { useT } from '../../../i18n/catalogue';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  PAID: 'success',
  UNPAID: 'warning',
  PARTIAL: 'info',
  OVERDUE: 'danger',
};

/**
 * The invoice status as a coloured badge reading 'Unpaid', 'Part paid', 'Overdue' or 'Paid';
 * in the tenant's language when `translated` (the tenant's Billing; staff's tab stays English).
 */
export function InvoiceStatusBadge({ status, translated = false }: { status: InvoiceStatus; translated?: boolean }) {
  const { t } = useT(translated);
  return <Badge tone={TONES[status]}>{t(`status${status}`)}</Badge>;
}
