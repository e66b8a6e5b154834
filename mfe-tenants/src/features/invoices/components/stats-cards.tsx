import { formatINR, formatMonthYear, todayApiDate } from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import { useSession } from '@pgportal/runtime/session';
import { StatCard, StatGrid } from '@pgportal/ui';
import { useStats } from '../api';

/**
 * The dashboard's summary (SPEC §2): Occupied Beds (occupied / total), Collected Amount (this
 * month in India, named: 'Collected in Nov 2026') and Due Amount (outstanding), in INR, for the
 * current property. Due Amount opens Dues (issue 42: who owes, oldest debt first); Occupied Beds
 * the current property's page with its rooms and beds. Exposed to the shell as the widget
 * `statsCards`; a payment or an assignment revalidates GET /stats/.
 */
export function StatsCards() {
  const { data } = useStats();
  const currentProperty = useSession((state) => state.user?.currentProperty ?? null);
  const loading = data === undefined;
  const show = (value: string) => (loading ? '…' : value);
  return (
    <StatGrid busy={loading}>
      <StatCard
        title="Occupied Beds"
        value={show(`${data?.occupiedBeds ?? 0} / ${data?.totalBeds ?? 0}`)}
        link={
          currentProperty
            ? { to: href('propertyDetail', { id: currentProperty }), text: 'See rooms and beds' }
            : undefined
        }
      />
      <StatCard
        title="Collected Amount"
        value={show(formatINR(data?.collectedAmount ?? 0))}
        note={`Collected in ${formatMonthYear(todayApiDate())}`}
      />
      <StatCard
        title="Due Amount"
        value={show(formatINR(data?.dueAmount ?? 0))}
        link={{ to: href('dues'), text: 'See who owes' }}
      />
    </StatGrid>
  );
}

export default StatsCards;
