import { formatINR, todayApiDate, formatDayMonthYear } from '@pgportal/contracts/format';
import type { NoticeAnswer } from '@pgportal/contracts/responses';
import type { Tenant } from '@pgportal/contracts/types';
import { Badge, Button, Card, LoadFailed, Notice, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useAddDeduction, useNotice, useWithdrawNotice } from '../api';
import { DepositHeld } from './deposit-held';
import { RecordNoticeDialog } from './record-notice-dialog';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The short-notice flag and the suggested deduction, which staff may add as a pending charge. */
function ShortNotice({ tenantId, notice }: { tenantId: string; notice: NoticeAnswer }) {
  const addCharge = useAddDeduction(tenantId);
  const [added, setAdded] = useState(false);
  if (!notice.shortNotice) return null;
  const description = `Short notice: rent for ${days(notice.daysShort)}`;
  const add = async () => {
    const result = await addCharge.trigger({ kind: 'OTHER', description, amount: notice.suggestedDeduction });
    if (result.ok) setAdded(true);
  };
  return (
    <Notice role="note">
      <div className={layout.stack}>
        <p>
          <Badge tone="warning">Short notice</Badge> {days(notice.daysShort)} short of the{' '}
          {notice.noticePeriodDays}
          -day notice period. Suggested deduction (rent for the days short):{' '}
          <strong>{formatINR(notice.suggestedDeduction)}</strong>. Nothing is charged unless you add it.
        </p>
        {notice.suggestedDeduction > 0 ? (
          <div className={layout.row}>
            <Button variant="secondary" onClick={() => void add()} disabled={added || addCharge.isMutating}>
              {added ? 'Added as a pending charge' : 'Add as a pending charge'}
            </Button>
          </div>
        ) : null}
      </div>
    </Notice>
  );
}

/**
 * Tenant Details, 'Notice and deposit' (issue 24): the deposit held; the standing notice with
 * 'Withdraw notice', or 'Record notice' for a tenant on a bed.
 */
export function NoticeSection({ tenant }: { tenant: Tenant }) {
  const { data: notice, error, mutate } = useNotice(tenant._id);
  const withdraw = useWithdrawNotice(tenant._id);
  const [recording, setRecording] = useState(false);
  return (
    <Card title="Notice and deposit" headingLevel={3} aria-label="Notice and deposit">
      <div className={layout.stack}>
        <DepositHeld deposit={tenant.deposit ?? null} />
        {error && notice === undefined ? <LoadFailed error={error} onRetry={() => void mutate()} /> : null}
        {notice ? (
          <>
            <p>
              <strong>Notice given, leaves on {formatDayMonthYear(notice.moveOutDate)}</strong> (notice of{' '}
              {formatDayMonthYear(notice.noticeDate)},{' '}
              {notice.givenBy === 'TENANT' ? 'given by the tenant' : 'recorded by staff'}).
            </p>
            <ShortNotice tenantId={tenant._id} notice={notice} />
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
        ) : notice === null && tenant.bedId ? (
          <div className={layout.row}>
            <p>No notice given.</p>
            <Button variant="secondary" onClick={() => setRecording(true)}>
              Record notice
            </Button>
          </div>
        ) : null}
      </div>
      <RecordNoticeDialog
        open={recording}
        tenantId={tenant._id}
        today={todayApiDate()}
        onClose={() => setRecording(false)}
      />
    </Card>
  );
}
