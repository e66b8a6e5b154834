// A payment that a reversal undid stays in the payments lists with its receipt, cancelled: its
// date and amount struck through, and the day and reason beside it.
import type { Payment } from '@pgportal/contracts/types';
import { VisuallyHidden } from '@pgportal/ui';
import type { ReactNode } from 'react';
import { formatDay, useT } from '../../../i18n/catalogue';
import * as styles from './my-billing.module.css';

/** When a reversal cancelled a payment (and its receipt), and why; reason null when none was given. */
export interface Cancellation {
  on: string;
  reason: string | null;
}

/** Each payment (never a reversal), oldest first, with its cancellation when a reversal undid it. */
export function withCancellations(
  payments: readonly Payment[],
): Array<{ payment: Payment; cancelled: Cancellation | null }> {
  const reversals = new Map(payments.flatMap((entry) => (entry.reverses ? [[entry.reverses, entry]] : [])));
  return payments
    .filter((entry) => entry.reverses === null)
    .map((payment) => {
      const on = payment.cancelledOn ?? reversals.get(payment._id)?.paidAt;
      return { payment, cancelled: on ? { on, reason: payment.cancelReason ?? null } : null };
    });
}

/** The content struck through when the payment is cancelled, read out as 'Cancelled: …'. */
export function StruckIfCancelled({
  cancelled,
  translated = false,
  children,
}: {
  cancelled: Cancellation | null | undefined;
  translated?: boolean;
  children: ReactNode;
}) {
  const { t } = useT(translated);
  if (!cancelled) return <>{children}</>;
  return (
    <s>
      <VisuallyHidden>{`${t('cancelled')}: `}</VisuallyHidden>
      {children}
    </s>
  );
}

/** 'Cancelled on 8 Jan 2026: Cheque bounced' ('no reason given' when none was). */
export function CancelledNote({
  cancelled,
  translated = false,
}: {
  cancelled: Cancellation | null | undefined;
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  if (!cancelled) return null;
  return (
    <span className={styles.cancelledNote}>
      {t('cancelledOn', {
        date: formatDay(cancelled.on, language),
        reason: cancelled.reason ?? t('noReasonGiven'),
      })}
    </span>
  );
}
