import { todayApiDate, formatDayMonthYear } from '@pgportal/contracts/format';
import { giveNoticeSchema } from '@pgportal/contracts/schemas';
import type { Tenant } from '@pgportal/contracts/types';
import type { ReactNode } from 'react';
import { Button, Card, LoadFailed, TextField, layout, useZodForm } from '@pgportal/ui';
import { useGiveNotice, useMyNotice, useWithdrawMyNotice } from '../api';
import { DepositHeld } from './deposit-held';

function GiveNoticeForm() {
  const { register, handleSubmit, setError, formState } = useZodForm(giveNoticeSchema, {
    defaultValues: { moveOutDate: '' },
  });
  const give = useGiveNotice();
  const submit = handleSubmit(async (values) => {
    await give.trigger(values, { setError, fields: ['moveOutDate'] });
  });
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label="Give notice">
      <TextField
        label="Move-out date"
        type="date"
        required
        min={todayApiDate()}
        hint="Your notice is dated today. Rent is billed up to this day."
        error={formState.errors.moveOutDate?.message}
        {...register('moveOutDate')}
      />
      <div className={layout.row}>
        <Button type="submit" disabled={formState.isSubmitting}>
          Give notice
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
  return (
    <Card title="Deposit and notice" aria-label="Deposit and notice">
      <div className={layout.stack}>
        {tenant ? <DepositHeld deposit={tenant.deposit ?? null} /> : null}
        {children}
        {error && notice === undefined ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        {notice ? (
          <>
            <p>
              <strong>Notice given, leaves on {formatDayMonthYear(notice.moveOutDate)}</strong> (given on{' '}
              {formatDayMonthYear(notice.noticeDate)}).
              {notice.shortNotice
                ? ` This is ${notice.daysShort} days short of the ${notice.noticePeriodDays}-day notice period: the PG may deduct rent for those days from your deposit.`
                : ''}
            </p>
            {notice.canWithdraw ? (
              <div className={layout.row}>
                <Button
                  variant="secondary"
                  onClick={() => void withdraw.trigger(undefined)}
                  disabled={withdraw.isMutating}
                >
                  Withdraw notice
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
