import { formatINR } from '@pgportal/contracts/format';
import { Card } from '@pgportal/ui';
import { useDuesTotals } from '../api';
import * as styles from './dues-totals.module.css';

function Total({ title, value }: { title: string; value: string }) {
  return (
    <Card aria-label={title}>
      <h2 className={styles.label}>{title}</h2>
      <p className={styles.value}>{value}</p>
    </Card>
  );
}

/** The Dues page's totals for the current property: Total Outstanding, Overdue Amount, Tenants who owe. */
export function DuesTotals() {
  const { data } = useDuesTotals();
  const show = (value: string) => (data === undefined ? '…' : value);
  return (
    <div className={styles.cards} aria-busy={data === undefined}>
      <Total title="Total Outstanding" value={show(formatINR(data?.outstandingAmount ?? 0))} />
      <Total title="Overdue Amount" value={show(formatINR(data?.overdueAmount ?? 0))} />
      <Total title="Tenants who owe" value={show(String(data?.tenants ?? 0))} />
    </div>
  );
}
