import { formatINR } from '@pgportal/contracts/format';
import { Card } from '@pgportal/ui';
import { useStats } from '../api';
import * as styles from './stats-cards.module.css';

function StatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card aria-label={title}>
      <h2 className={styles.label}>{title}</h2>
      <p className={styles.value}>{value}</p>
    </Card>
  );
}

/**
 * The dashboard's summary (SPEC §2): Occupied Beds (occupied / total), Collected Amount (this
 * month) and Due Amount (outstanding), in INR, for the current property. Exposed to the shell as
 * the widget `statsCards`; a payment or an assignment revalidates GET /stats/.
 */
export function StatsCards() {
  const { data } = useStats();
  const loading = data === undefined;
  const show = (value: string) => (loading ? '…' : value);
  return (
    <div className={styles.cards} aria-busy={loading}>
      <StatCard title="Occupied Beds" value={show(`${data?.occupiedBeds ?? 0} / ${data?.totalBeds ?? 0}`)} />
      <StatCard title="Collected Amount" value={show(formatINR(data?.collectedAmount ?? 0))} />
      <StatCard title="Due Amount" value={show(formatINR(data?.dueAmount ?? 0))} />
    </div>
  );
}

export default StatsCards;
