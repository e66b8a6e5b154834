import { todayApiDate, formatDayMonthYear } from '@pgportal/contracts/format';
import { inLanguage } from '@pgportal/contracts/messages-hi';
import { giveNoticeSchema } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import type { ReactNode } from 'react';
import { Button, Card, LoadFailed, TextField, layout } from '@pgportal/ui';
import { useZodForm } from '@pgportal/ui/forms';
import { useGiveNotice, useMyNotice, useWithdrawMyNotice } from '../api';
import { formatDay, useT } from '../../../i18n/catalogue';
import { DepositHeld } from './deposit-held';

function GiveNoticeForm() {
  const { register, handleSubmit, setError, formState } = useZodForm(giveNoticeSchema, {
    defaultValues: { moveOutDate: '' },
  });
  const give = useGiveNotice();
  const { t, language } = useT();
  const submit = handleSubmit(async (values) => {
    await give.trigger(values, { setError, fields: ['moveOutDate'] });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label={t('giveNotice')}>
      <TextField
        label={t('moveOutDate')}
        type="date"
        required
        min={todayApiDate()}
        hint={t('moveOutHint')}
        error={formState.errors.moveOutDate?.message && inLanguage(formState.errors.moveOutDate.message, language)}
        {...register('moveOutDate')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('giveNotice')}
        </Button>
      </div>
    </form>
  );
}

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
