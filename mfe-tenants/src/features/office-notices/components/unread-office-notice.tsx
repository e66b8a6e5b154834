import { Button, Card, layout } from '@pgportal/ui';
import { useMarkOfficeNoticeRead, useMyOfficeNotices } from '../api';
import { useT } from '../../../i18n/catalogue';

/**
 * The office's newest unread notice, at the top of Home and Billing (issue 42) until the tenant
 * reads it: 'Mark as read' (or opening it in Notices) marks it read and it gives way to the next.
 */
export function UnreadOfficeNotice() {
  const { data } = useMyOfficeNotices();
  const markRead = useMarkOfficeNoticeRead();
  const { t } = useT();
  const notice = data?.find((one) => !one.read);
  if (!notice) return null;
  return (
    <Card title={t('officeUnreadNotice')} aria-label={t('officeUnreadNotice')}>
      <div className={layout.stack}>
        <p>
          <strong>{notice.title}</strong>
        </p>
        <p>{notice.text}</p>
        <Button variant="secondary" onClick={() => void markRead.trigger(notice._id)}>
          {t('officeMarkRead')}
        </Button>
      </div>
    </Card>
  );
}
