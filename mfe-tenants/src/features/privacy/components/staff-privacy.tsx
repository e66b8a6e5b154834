import { formatDayMonthYear } from '@pgportal/contracts/format';
import { Button, Card, cx, layout } from '@pgportal/ui';
import { usePrivacyConsent, useRecordPaperConsent } from '../api/privacy-consent';

/**
 * Tenant Details (staff, issue 45): how and when the tenant agreed to the privacy notice, and
 * 'Record paper consent' for a tenant who signed the paper but was admitted without it.
 */
export function StaffPrivacy({ tenantId }: { tenantId: string }) {
  const { data: status } = usePrivacyConsent(tenantId);
  const record = useRecordPaperConsent();
  const latest = status?.consents.find((consent) => consent.version === status.currentVersion);
  return (
    <Card>
      <section className={layout.stack} aria-labelledby="staff-privacy-title">
        <h3 id="staff-privacy-title" className={layout.textStrong}>
          Privacy notice
        </h3>
        {status ? (
          <p>
            {latest
              ? latest.method === 'PAPER'
                ? `Paper consent (version ${latest.version}) recorded on ${formatDayMonthYear(latest.acceptedAt)} by ${latest.recordedByName}.`
                : `Agreed online (version ${latest.version}) on ${formatDayMonthYear(latest.acceptedAt)}.`
              : `Not agreed to the current notice (version ${status.currentVersion}) yet: the tenant is asked at sign-in.`}
          </p>
        ) : null}
        {status?.personalDataErasedAt ? (
          <p>
            {`ID data, documents and photos erased on ${formatDayMonthYear(status.personalDataErasedAt)}, after the property's retention period.`}
          </p>
        ) : null}
        {status && !latest ? (
          <div className={layout.stackSm}>
            <Button
              variant="secondary"
              size="sm"
              disabled={record.isMutating}
              onClick={() => void record.trigger({ tenantId })}
            >
              Record paper consent
            </Button>
            <p className={cx(layout.muted, layout.textSm)}>
              Only once the tenant has read and signed the paper notice; kept with your name and the time.
            </p>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
