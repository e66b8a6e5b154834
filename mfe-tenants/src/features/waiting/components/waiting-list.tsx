import {
  formatDayMonthYear,
  formatINR,
  formatIndiaTime,
  formatName,
  hoursLeftText,
  hoursUntil,
  todayApiDate,
} from '@pgportal/contracts/format';
import { href } from '@pgportal/contracts/paths';
import { API_BASE } from '@pgportal/contracts/api';
import { API } from '@pgportal/contracts/api-paths';
import type { WaitingItemAnswer } from '@pgportal/contracts/responses';
import { Link } from '@pgportal/runtime/router';
import { Button, EmptyState, layout } from '@pgportal/ui';
import { useState, type ReactNode } from 'react';
import * as styles from './waiting-list.module.css';

interface WaitingListProps {
  items: readonly WaitingItemAnswer[] | undefined;
  /** every property the person runs: each row names its property */
  showProperty: boolean;
  /** a claim's Confirm and Reject (the page composes them) */
  claimActions: (item: WaitingItemAnswer) => ReactNode;
}

const name = (item: WaitingItemAnswer) => formatName(item.tenantName ?? '') || 'A tenant';

function TenantLink({ item }: { item: WaitingItemAnswer }) {
  if (!item.tenantId) return <>{name(item)}</>;
  return <Link to={href('tenantView', { id: item.tenantId })}>{name(item)}</Link>;
}

const amount = (item: WaitingItemAnswer) => formatINR(item.amount ?? 0);

/** The sentence of a row: who, what, since when. */
function whatWaits(item: WaitingItemAnswer): ReactNode {
  const tenant = <TenantLink item={item} />;
  switch (item.kind) {
    case 'CLAIM':
      return (
        <>
          {tenant} says they paid {amount(item)} for {item.invoiceNumber}, UTR {item.reference}.
        </>
      );
    case 'STATEMENT_LINE':
      return (
        <>
          A bank statement credit of {amount(item)} ({item.reference}) is not matched to an invoice yet.
        </>
      );
    case 'NOTICE':
      return (
        <>
          {tenant} gave notice: moving out on {formatDayMonthYear(item.reference ?? '')}.
        </>
      );
    case 'EXIT_DISPUTE':
      return <>{tenant} disputed their exit statement.</>;
    case 'COMPLAINT':
      return (
        <>
          {tenant}’s complaint has been pending since {formatDayMonthYear(item.at)}: {item.reference}
        </>
      );
    case 'OVERDUE':
      return (
        <>
          {tenant}’s {item.invoiceNumber} is overdue from today: {amount(item)} to pay.
        </>
      );
    case 'FORM3':
      return (
        <>
          Form III due: {tenant}’s {item.reference === 'DEPARTURE' ? 'departure' : 'arrival'} report, by{' '}
          {formatIndiaTime(item.at)}{' '}
          <span className={hoursUntil(item.at) < 0 ? styles.overdue : layout.muted}>
            ({hoursLeftText(item.at)})
          </span>
        </>
      );
    case 'POLICE':
      return (
        <>
          Police verification due: {tenant}, by {formatDayMonthYear(item.reference ?? item.at)}
          {item.reference && item.reference < todayApiDate() ? (
            <>
              {' '}
              <span className={styles.overdue}>(overdue)</span>
            </>
          ) : null}
        </>
      );
  }
}

/** Where to act on a row that is not a claim: a link a thumb can press on a phone (layout.link). */
function placeToAct(item: WaitingItemAnswer): ReactNode {
  const who = name(item);
  switch (item.kind) {
    case 'CLAIM':
      return null;
    case 'STATEMENT_LINE':
      return (
        <Link
          className={layout.link}
          to={href('reconcile')}
        >{`Review the ${amount(item)} credit on Reconcile`}</Link>
      );
    case 'OVERDUE':
      return <Link className={layout.link} to={href('dues')}>{`See ${who} on Dues`}</Link>;
    case 'FORM3':
      return item.tenantId ? (
        <>
          <Link
            className={layout.link}
            to={href('tenantView', { id: item.tenantId })}
          >{`Open ${who}’s page`}</Link>
          <a className={layout.link} href={`${API_BASE}${API.tenant.form3Pdf(item.tenantId)}`} download>
            {`${who}’s Form III sheet (PDF)`}
          </a>
        </>
      ) : null;
    case 'NOTICE':
    case 'EXIT_DISPUTE':
    case 'COMPLAINT':
    case 'POLICE':
      return item.tenantId ? (
        <Link
          className={layout.link}
          to={href('tenantView', { id: item.tenantId })}
        >{`Open ${who}’s page`}</Link>
      ) : null;
  }
}

/** How many rows show before 'Show all': the card keeps one size on the dashboard as it loads. */
export const FIRST_ROWS = 3;

/**
 * While the rows load: FIRST_ROWS rows of a typical row's shape, hidden from readers, so the card
 * takes its size before the rows arrive and the dashboard below it does not move (CLS).
 */
function LoadingRows() {
  return (
    <ul className={styles.list} aria-hidden="true">
      {Array.from({ length: FIRST_ROWS }, (_, index) => (
        <li key={index} className={`${styles.row} ${styles.placeholder}`}>
          <p className={styles.text}>Police verification due: a tenant of this property, by 30 Nov 2026</p>
          <div className={layout.row}>
            <span className={layout.link}>Open the tenant’s page</span>
          </div>
        </li>
      ))}
      <li className={`${styles.more} ${styles.placeholder}`}>
        <Button variant="ghost" size="sm" disabled tabIndex={-1}>
          Show all
        </Button>
      </li>
    </ul>
  );
}

/** The dashboard's 'Waiting for you' rows (issue 42): each says what waits and opens where to act. */
export function WaitingList({ items, showProperty, claimActions }: WaitingListProps) {
  const [all, setAll] = useState(false);
  if (!items) return <LoadingRows />;
  if (!items.length) return <EmptyState title="Nothing is waiting for you." />;
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.kind}:${item._id}`} className={styles.row}>
          <p className={styles.text}>
            {whatWaits(item)}
            {showProperty ? <span className={layout.muted}> ({item.propertyName})</span> : null}
          </p>
          <div className={layout.row}>{item.kind === 'CLAIM' ? claimActions(item) : placeToAct(item)}</div>
        </li>
      ))}
      {items.length > FIRST_ROWS ? (
        <li className={styles.more}>
          <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
            {all ? 'Show fewer' : `Show all ${items.length}`}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
