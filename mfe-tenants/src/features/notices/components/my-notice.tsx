import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { Tenant } from '@pgportal/contracts/types';
import type { ReactNode } from 'react';
import { Button, Card, LoadFailed, layout } from '@pgportal/ui';
import { useMyNotice, useWithdrawMyNotice } from '../api';
import { formatDay, useT } from '../../../i18n/catalogue';
import { DepositHeld } from './deposit-held';
import { GiveNoticeForm } from './give-notice-form';

/**
 * The tenant's Billing page (issue 24): their deposit held, Give notice / Withdraw notice, and what
 * the page adds under the deposit (the way to their exit statement).
 */
export function MyNotice({ tenant, children }: { tenant: Tenant | undefined; children?: ReactNode }) {
  const { data: notice, error, mutate } = useMyNotice();
  const withdraw = useWithdrawMyNotice();
  const { t, language } = useT();
  // English keeps its day format (5 Jan 2026); Hindi takes hi-IN
  const day = (value: string) => (language === 'en' ? formatDayMonthYear(value) : formatDay(value, language));
  return (
    <Card title={t('depositAndNotice')} aria-label={t('depositAndNotice')}>
      <div className={layout.stack}>
        {tenant ? <DepositHeld deposit={tenant.deposit ?? null} translated /> : null}
        {children}
        {error && notice === undefined ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        {notice ? (
          <>
            <p>
              <strong>{t('noticeGiven', { date: day(notice.moveOutDate) })}</strong>
              {t('noticeGivenOn', { date: day(notice.noticeDate) })}
              {notice.shortNotice
                ? t('noticeShort', { days: notice.daysShort, period: notice.noticePeriodDays })
                : ''}
            </p>
            {notice.canWithdraw ? (
              <div className={layout.row}>
                <Button
                  variant="secondary"
                  onClick={() => void withdraw.trigger(undefined)}
                  disabled={withdraw.isMutating}
                >
                  {t('withdrawNotice')}
                </Button>
              </div>
            ) : null}
          </>
        ) : notice === null && tenant?.bedId ? (
          <GiveNoticeForm />
        ) : null}
      </div>
    </Card>
  );
}
