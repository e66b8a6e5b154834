import { formatINR } from '@pgportal/contracts/format';
import { StatCard, StatGrid } from '@pgportal/ui';
import { useDuesTotals } from '../api';

/** The Dues page's totals for the current property: Total Outstanding, Overdue Amount, Tenants who owe. */
export function DuesTotals() {
  const { data } = useDuesTotals();
  const show = (value: string) => (data === undefined ? '…' : value);
  return (
    <StatGrid compact busy={data === undefined}>
      <StatCard title="Total Outstanding" value={show(formatINR(data?.outstandingAmount ?? 0))} />
      <StatCard title="Overdue Amount" value={show(formatINR(data?.overdueAmount ?? 0))} />
      <StatCard title="Tenants who owe" value={show(String(data?.tenants ?? 0))} />
    </StatGrid>
  );
}
