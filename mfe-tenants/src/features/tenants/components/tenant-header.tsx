import { formatINR, formatName } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { Link } from '@pgportal/runtime/router';
import { Avatar, Card, PhoneNumber, cx, layout } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { PROFESSION_LABELS } from './tenants-table';
import * as styles from './tenant-details.module.css';

export const NOT_PROVIDED = 'Not provided';

/** A fact's value: text, or an element such as a phone number; empty text or null is not provided. */
type FactValue = string | ReactNode;
const isProvided = (value: FactValue) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/** Term and value pairs; an empty value reads 'Not provided' (SPEC §2). */
export function Facts({ items }: { items: ReadonlyArray<[string, FactValue]> }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{isProvided(value) ? value : NOT_PROVIDED}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A money card; with `to` the whole card is a link there (the tenant's Due card opens Billing). */
function MoneyCard({ label, amount, to }: { label: string; amount: number; to?: string }) {
  const content = (
    <>
      <span className={layout.statCardLabel}>{label}</span>
      <span className={layout.statCardValue}>{formatINR(amount)}</span>
    </>
  );
  if (!to) return <div className={layout.statCard}>{content}</div>;
  return (
    <Link to={to} className={cx(layout.statCard, styles.cardLink)}>
      {content}
      <span className={styles.cardLinkHint}>View and pay in Billing</span>
    </Link>
  );
}

/** Where the tenant sleeps (issue 22): 'Room 101 · Bed 2', or 'Not on a bed'. */
export const placeOf = (tenant: Tenant) =>
  tenant.room && tenant.bed ? `Room ${tenant.room.roomNumber} · Bed ${tenant.bed.bedNumber}` : 'Not on a bed';

/**
 * SPEC §2 Tenant details: photo, full name, Profession, Number, Email, and the three money cards; the room and bed;
 * `dueHref` makes the Due Amount card a link (the tenant's own dashboard: to Billing).
 */
export function TenantHeader({ tenant, dueHref }: { tenant: Tenant; dueHref?: string }) {
  const name = formatName(tenant.fullName);
  return (
    <div className={layout.stackLg}>
      <Card>
        <div className={styles.header}>
          <Avatar src={tenant.profilePhoto?.url} name={name} size="xl" />
          <div>
            <h2 className={styles.name}>{name}</h2>
            <p className={styles.place}>{placeOf(tenant)}</p>
            <Facts
              items={[
                ['Profession', tenant.profession ? PROFESSION_LABELS[tenant.profession] : null],
                ['Number', tenant.phoneNumber ? <PhoneNumber value={tenant.phoneNumber} /> : null],
                ['Email', tenant.email],
              ]}
            />
          </div>
        </div>
      </Card>
      <div className={layout.grid3}>
        <MoneyCard label="Monthly Rent" amount={tenant.monthlyRent} />
        <MoneyCard label="Meal Cost" amount={tenant.mealCost} />
        <MoneyCard label="Due Amount" amount={tenant.dueAmount} to={dueHref} />
      </div>
    </div>
  );
}
