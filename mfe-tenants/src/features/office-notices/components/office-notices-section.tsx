import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { Badge, LoadFailed, LoadingBlock, cx, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useMarkOfficeNoticeRead, useMyOfficeNotices } from '../api';
import { formatDay, useT } from '../../../i18n/catalogue';
import * as styles from './office-notices.module.css';

function NoticeItem({ notice, onOpen }: { notice: MyOfficeNoticeAnswer; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  const bodyId = `office-notice-${notice._id}`;
  // only the tenant sees this section: in their language, dates in hi-IN in Hindi
  const { t, language } = useT();
  const day = (value: string) => (language === 'en' ? formatDayMonthYear(value) : formatDay(value, language));
  const toggle = () => {
    setOpen(!open);
    if (!open && !notice.read) onOpen();
  };
  return (
    <li className={cx(styles.item, !notice.read && styles.unread)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <span className={styles.title}>{notice.title}</span>
        {notice.pinned ? <Badge tone="info">{t('officePinned')}</Badge> : null}
        {notice.read ? null : <Badge tone="primary">{t('officeNew')}</Badge>}
        <span className={cx(layout.muted, layout.textSm)}>{day(notice.createdAt)}</span>
      </button>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {notice.text}
        {notice.expiresOn ? (
          <p className={cx(layout.muted, layout.textSm)}>{t('officeUntil', { date: day(notice.expiresOn) })}</p>
        ) : null}
        {open && notice.image ? (
          <img
            className={styles.image}
            src={notice.image.url}
            alt={t('officeImage', { title: notice.title })}
          />
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Notices' on the tenant's dashboard (issue 27): the office's live notices, pinned first then
 * newest; an unread one is bold with a 'New' badge, and is marked read when opened.
 */
export function OfficeNoticesSection() {
  const { data, error, mutate } = useMyOfficeNotices();
  const markRead = useMarkOfficeNoticeRead();
  const { t } = useT();
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label={t('officeLoading')} />;
  const unread = data.filter((notice) => !notice.read).length;
  return (
    <section aria-labelledby="office-notices-heading" className={layout.stack}>
      <h2 id="office-notices-heading">
        {t('officeNotices')}
        {unread ? <span className={cx(layout.muted, layout.textSm)}>{t('officeNoticesNew', { count: unread })}</span> : null}
      </h2>
      {data.length === 0 ? (
        <p className={layout.muted}>{t('officeNoNotices')}</p>
      ) : (
        <ul className={styles.list}>
          {data.map((notice) => (
            <NoticeItem key={notice._id} notice={notice} onOpen={() => void markRead.trigger(notice._id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
