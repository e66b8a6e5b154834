import { formatINR, formatName } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { Avatar, Card, layout } from '@pgportal/ui';
import { PROFESSION_LABELS } from './tenants-table';
import * as styles from './tenant-details.module.css';

export const NOT_PROVIDED = 'Not provided';

/** Term and value pairs; an empty value reads 'Not provided' (SPEC §2). */
export function Facts({ items }: { items: ReadonlyArray<[string, string | null | undefined]> }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value?.trim() ? value : NOT_PROVIDED}</dd>
        </div>
      ))}
    </dl>
  );
}

function MoneyCard({ label, amount }: { label: string; amount: number }) {
  return (
    <div className={layout.statCard}>
      <span className={layout.statCardLabel}>{label}</span>
      <span className={layout.statCardValue}>{formatINR(amount)}</span>
    </div>
  );
}

/** SPEC §2 Tenant details: photo, full name, Profession, Number, Email, and the three money cards. */
export function TenantHeader({ tenant }: { tenant: Tenant }) {
  const name = formatName(tenant.fullName);
  return (
    <div className={layout.stackLg}>
      <Card>
        <div className={styles.header}>
          <Avatar src={tenant.profilePhoto?.url} name={name} size="xl" />
          <div>
            <h2 className={styles.name}>{name}</h2>
            <Facts
              items={[
                ['Profession', tenant.profession ? PROFESSION_LABELS[tenant.profession] : null],
                ['Number', tenant.phoneNumber],
                ['Email', tenant.email],
              ]}
            />
          </div>
        </div>
      </Card>
      <div className={layout.grid3}>
        <MoneyCard label="Monthly Rent" amount={tenant.monthlyRent} />
        <MoneyCard label="Meal Cost" amount={tenant.mealCost} />
        <MoneyCard label="Due Amount" amount={tenant.dueAmount} />
      </div>
    </div>
  );
}
