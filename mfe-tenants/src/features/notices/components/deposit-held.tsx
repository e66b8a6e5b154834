import { formatDayMonthYear, formatINR } from '@pgportal/contracts/format';
import type { Deposit } from '@pgportal/contracts/types';
import { formatDay, formatMoney, useT } from '../../../i18n/catalogue';

/**
 * 'Deposit held': a paid advance, its amount and the day it was paid (issue 24); in the tenant's
 * language when `translated` (their Billing; staff's notice section stays English).
 */
export function DepositHeld({
  deposit,
  translated = false,
}: {
  deposit: Deposit | null;
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  const english = language === 'en';
  return (
    <p>
      <strong>{t('depositHeld')}</strong>
      {deposit
        ? t('depositPaidOn', {
            amount: english ? formatINR(deposit.amount) : formatMoney(deposit.amount, language),
            date: english ? formatDayMonthYear(deposit.paidAt) : formatDay(deposit.paidAt, language),
          })
        : t('noDeposit')}
    </p>
  );
}
