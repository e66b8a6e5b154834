import { formatDayMonthYear } from '@pgportal/contracts/format';
import type { MyOfficeNoticeAnswer } from '@pgportal/contracts/responses';
import { Badge, LoadFailed, LoadingBlock, cx, layout } from '@pgportal/ui';
import { useState } from 'react';
import { useMarkOfficeNoticeRead, useMyOfficeNotices } from '../api';
import * as styles from './office-notices.module.css';

function NoticeItem({ notice, onOpen }: { notice: MyOfficeNoticeAnswer; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  const bodyId = `office-notice-${notice._id}`;
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
        {notice.pinned ? <Badge tone="info">Pinned</Badge> : null}
        {notice.read ? null : <Badge tone="primary">New</Badge>}
        <span className={cx(layout.muted, layout.textSm)}>{formatDayMonthYear(notice.createdAt)}</span>
      </button>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {notice.text}
        {notice.expiresOn ? (
          <p className={cx(layout.muted, layout.textSm)}>{`Until ${formatDayMonthYear(notice.expiresOn)}`}</p>
        ) : null}
        {open && notice.image ? (
          <img
            className={styles.image}
            src={notice.image.url}
            alt={`Image with the notice “${notice.title}”`}
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
  if (error && !data) return <LoadFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Loading notices" />;
  const unread = data.filter((notice) => !notice.read).length;
  return (
    <section aria-labelledby="office-notices-heading" className={layout.stack}>
      <h2 id="office-notices-heading">
        Notices{unread ? <span className={cx(layout.muted, layout.textSm)}>{` (${unread} new)`}</span> : null}
      </h2>
      {data.length === 0 ? (
        <p className={layout.muted}>No notices from the office.</p>
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
