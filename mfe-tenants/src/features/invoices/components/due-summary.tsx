import { sumRupees } from '@pgportal/contracts/format';
import type { Invoice } from '@pgportal/contracts/types';
import { Badge, Button, Card, Notice, buttonClassName, layout } from '@pgportal/ui';
import * as styles from './my-billing.module.css';
import { PayInUpiApp, isPayable, payAllUri } from './pay-by-upi';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';

/** Whether a claim of this invoice waits for staff (a second one would be refused). */
export const claimWaits = (invoice: Invoice) => invoice.claims?.[0]?.status === 'OPEN';

export interface DueSummaryProps {
  open: readonly Invoice[];
  /** 'I have paid' for everything due: one transfer, one UTR */
  onClaimAll: (invoices: readonly Invoice[]) => void;
  /** Home: a single invoice's own UPI link leads too, and 'Pay in Billing' when UPI cannot pay */
  billingHref?: string;
}

/** The link that pays everything due in a UPI app, when every open invoice can be paid so. */
function payUriOf(open: readonly Invoice[], single: boolean): string | null {
  const payable = open.filter(isPayable);
  if (payable.length === 0 || payable.length !== open.length) return null;
  if (payable.length === 1) return single ? payable[0]!.upi.uri : null;
  return payAllUri(payable);
}

/**
 * What the tenant owes first (issue 42): the amount, when it is due, 'Overdue' once past it, and
 * 'Pay ₹X in a UPI app' with 'I have paid' under it (while no claim waits); 'Nothing due' when
 * nothing is. Home and Billing both open with it.
 */
export function DueSummary({ open, onClaimAll, billingHref }: DueSummaryProps) {
  const due = sumRupees(open.map((invoice) => invoice.outstandingAmount));
  const nextDue = open.map((invoice) => invoice.dueDate).sort()[0];
  const overdue = open.some((invoice) => invoice.status === 'OVERDUE');
  const uri = payUriOf(open, !!billingHref);
  const { t, language } = useT();
  const [owePrefix, oweSuffix] = t('youOwe', { amount: '\u0000' }).split('\u0000');
  const [duePrefix, dueSuffix] = t('nextDueBy', { date: '\u0000' }).split('\u0000');
  if (due <= 0) {
    return (
      <Card aria-label={t('whatYouOwe')}>
        <div className={layout.stack}>
          <p className={styles.summary}>
            <strong>{t('nothingDue')}</strong>
          </p>
          <p className={layout.muted}>{t('owesNothing')}</p>
        </div>
      </Card>
    );
  }
  return (
    <Card aria-label={t('whatYouOwe')}>
      <div className={layout.stack}>
        <p className={styles.summary}>
          {owePrefix}
          <strong>{formatMoney(due, language)}</strong>
          {oweSuffix}
          {nextDue ? (
            <>
              {duePrefix}
              <strong>{formatDay(nextDue, language)}</strong>
              {dueSuffix}
            </>
          ) : null}
          {language === 'hi' ? '।' : '.'}
          {overdue ? (
            <>
              {' '}
              <Badge tone="danger">{t('dueOverdue')}</Badge>
            </>
          ) : null}
        </p>
        {uri ? <PayInUpiApp uri={uri} amount={due} /> : null}
        {uri && !open.some(claimWaits) ? (
          <Button variant="secondary" onClick={() => onClaimAll(open)} aria-label={t('iHavePaidAll')}>
            {t('iHavePaid')}
          </Button>
        ) : null}
        {!uri && billingHref ? (
          <a className={buttonClassName('primary', 'lg', { block: true })} href={billingHref}>
            {t('payInBilling')}
          </a>
        ) : null}
        {open.some(isPayable) ? null : <Notice>{t('noUpi')}</Notice>}
      </div>
    </Card>
  );
}
