import { formatDayMonthYear, formatName } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import { Link } from '@pgportal/runtime/router';
import { Avatar, Card, PhoneNumber, cx, layout } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { PROFESSION_LABELS } from './tenants-table';
import { formatMoney, useT } from '../../../i18n/catalogue';
import * as styles from './tenant-details.module.css';

export const NOT_PROVIDED = 'Not provided';

/** A fact's value: text, or an element such as a phone number; empty text or null is not provided. */
type FactValue = string | ReactNode;
const isProvided = (value: FactValue) => (typeof value === 'string' ? value.trim() !== '' : value != null);

/** Term and value pairs; an empty value reads 'Not provided' (SPEC §2), in the tenant's words when `translated`. */
export function Facts({
  items,
  translated = false,
}: {
  items: ReadonlyArray<[string, FactValue]>;
  translated?: boolean;
}) {
  const { t } = useT(translated);
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{isProvided(value) ? value : translated ? t('dashNotProvided') : NOT_PROVIDED}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A money card; with `to` the whole card is a link there (the tenant's Due card opens Billing). */
function MoneyCard({
  label,
  amount,
  to,
  translated,
}: {
  label: string;
  amount: number;
  to?: string;
  translated: boolean;
}) {
  const { t, language } = useT(translated);
  const content = (
    <>
      <span className={layout.statCardLabel}>{label}</span>
      <span className={layout.statCardValue}>{formatMoney(amount, language)}</span>
    </>
  );
  if (!to) return <div className={layout.statCard}>{content}</div>;
  return (
    <Link to={to} className={cx(layout.statCard, styles.cardLink)}>
      {content}
      <span className={styles.cardLinkHint}>{t('dashViewAndPay')}</span>
    </Link>
  );
}

/** Where the tenant sleeps (issue 22): 'Room 101 · Bed 2', or 'Not on a bed'. */
export const placeOf = (tenant: Tenant) =>
  tenant.room && tenant.bed
    ? `Room ${tenant.room.roomNumber} · Bed ${tenant.bed.bedNumber}`
    : tenant.movedOutOn
      ? `Moved out on ${formatDayMonthYear(tenant.movedOutOn)}`
      : 'Not on a bed';

const professionKey = (profession: string) =>
  `dashProfession${profession as 'JOB' | 'STUDENT' | 'STAY' | 'TRAVELLER'}` as const;

/**
 * SPEC §2 Tenant details: photo, full name, Profession, Number, Email, and the three money cards; the room and bed;
 * `dueHref` makes the Due Amount card a link (the tenant's own dashboard: to Billing). `translated`:
 * in the tenant's language (their dashboard); staff's tenant page stays English.
 */
export function TenantHeader({
  tenant,
  dueHref,
  translated = false,
}: {
  tenant: Tenant;
  dueHref?: string;
  translated?: boolean;
}) {
  const name = formatName(tenant.fullName);
  const { t } = useT(translated);
  const profession = tenant.profession
    ? translated && tenant.profession in PROFESSION_LABELS
      ? t(professionKey(tenant.profession))
      : PROFESSION_LABELS[tenant.profession]
    : null;
  const place =
    tenant.room && tenant.bed
      ? t('dashPlace', { room: tenant.room.roomNumber, bed: tenant.bed.bedNumber })
      : t('dashNotOnABed');
  return (
    <div className={layout.stackLg}>
      <Card>
        <div className={styles.header}>
          <Avatar src={tenant.profilePhoto?.url} name={name} size="xl" />
          <div>
            <h2 className={styles.name}>{name}</h2>
            <p className={styles.place}>{translated ? place : placeOf(tenant)}</p>
            <Facts
              translated={translated}
              items={[
                [t('dashProfession'), profession],
                [t('dashNumber'), tenant.phoneNumber ? <PhoneNumber value={tenant.phoneNumber} /> : null],
                [t('dashEmail'), tenant.email],
              ]}
            />
          </div>
        </div>
      </Card>
      <div className={layout.grid3}>
        <MoneyCard label={t('dashMonthlyRent')} amount={tenant.monthlyRent} translated={translated} />
        <MoneyCard label={t('dashMealCost')} amount={tenant.mealCost} translated={translated} />
        <MoneyCard
          label={t('dashDueAmount')}
          amount={tenant.dueAmount}
          to={dueHref}
          translated={translated}
        />
      </div>
    </div>
  );
}
