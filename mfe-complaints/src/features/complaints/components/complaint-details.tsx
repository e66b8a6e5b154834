import { formatName } from '@pgportal/contracts/format';
import type { Complaint } from '@pgportal/contracts/types';
import { layout, useChosen } from '@pgportal/ui';
import { formatComplaintDay, useT } from '../../../i18n/catalogue';
import { categoryWord } from './complaint-category';
import { StatusBadge, knownStatus } from './complaint-status';
import { ImageViewer } from './image-viewer';
import * as styles from './complaints.module.css';

/** The complaint's images as buttons that open the viewer at that image. */
export function ImageThumbnails({
  images,
  translated = false,
}: {
  images: Complaint['images'];
  translated?: boolean;
}) {
  const { chosen: viewing, choose: setViewing, dialog: viewingDialog } = useChosen<number>();
  const { t } = useT(translated);
  if (images.length === 0) return <p className={layout.muted}>{t('noImage')}</p>;
  return (
    <>
      <ul className={styles.thumbs} aria-label={t('images')}>
        {images.map((image, index) => (
          <li key={image._id} className={styles.thumb}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => setViewing(index)}
              aria-label={t('viewImage', { number: index + 1 })}
            >
              <img src={image.url} alt="" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer images={images} startIndex={viewing ?? 0} {...viewingDialog} translated={translated} />
    </>
  );
}

interface ComplaintHistoryProps {
  history: Complaint['history'];
  /** in the tenant's language (the tenant's form and view); staff's stay English */
  translated?: boolean;
}

/** Each status change: who, when, from, to, and staff's note with it. */
export function ComplaintHistory({ history, translated = false }: ComplaintHistoryProps) {
  const { t, language } = useT(translated);
  if (history.length === 0) return null;
  const status = (value: string) => t(`status${knownStatus(value)}`);
  return (
    <section className={layout.stackSm} aria-label={t('history')}>
      <h3 className={layout.textStrong}>{t('history')}</h3>
      <ol className={styles.history}>
        {history.map((entry) => {
          const who = entry.changedBy ? formatName(entry.changedBy.name) : t('someone');
          const what =
            entry.from === null
              ? t('raisedBy', { who })
              : t('changedBy', { from: status(entry.from), to: status(entry.to), who });
          return (
            <li key={`${entry.at}-${entry.to}`}>
              <span>{what}</span>{' '}
              <span className={layout.muted}>{formatComplaintDay(entry.at, language)}</span>
              {/* a rejection's note is its reason */}
              {entry.note ? (
                <p
                  className={styles.historyNote}
                >{`${t(entry.to === 'REJECTED' ? 'reason' : 'note')}: ${entry.note}`}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** What anyone who may see a complaint sees of it, read only (issue, status, where, images). */
export function ComplaintSummary({
  complaint,
  showIssue = true,
  translated = false,
}: {
  complaint: Complaint;
  showIssue?: boolean;
  /** in the tenant's language (their view of a closed complaint); staff's stays English */
  translated?: boolean;
}) {
  const { t, language } = useT(translated);
  return (
    <div className={layout.stack}>
      {showIssue ? (
        <div className={layout.stackXs}>
          <h3 className={layout.textStrong}>{t('issue')}</h3>
          <p className={styles.issueText}>{complaint.issue}</p>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <StatusBadge status={complaint.status} translated={translated} />
          </dd>
        </div>
        <div>
          <dt>{t('category')}</dt>
          <dd>{categoryWord(t, complaint.category)}</dd>
        </div>
        <div>
          <dt>{t('room')}</dt>
          <dd>{t('roomAndBed', { room: complaint.roomId.roomNumber, bed: complaint.bedId.bedNumber })}</dd>
        </div>
        <div>
          <dt>{t('updated')}</dt>
          <dd>{formatComplaintDay(complaint.updatedAt, language)}</dd>
        </div>
      </dl>
      <div className={layout.stackXs}>
        <h3 className={layout.textStrong}>{t('images')}</h3>
        <ImageThumbnails images={complaint.images} translated={translated} />
      </div>
    </div>
  );
}
