import { formatComplaintDate } from '@pgportal/contracts/format';
import { formatName } from '@pgportal/contracts/format';
import type { Complaint } from '@pgportal/contracts/types';
import { layout } from '@pgportal/ui';
import { useState } from 'react';
import { categoryLabel } from './complaint-category';
import { StatusBadge, statusLabel } from './complaint-status';
import { ImageViewer } from './image-viewer';
import * as styles from './complaints.module.css';

/** The complaint's images as buttons that open the viewer at that image. */
export function ImageThumbnails({ images }: { images: Complaint['images'] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return <p className={layout.muted}>No image</p>;
  return (
    <>
      <ul className={styles.thumbs} aria-label="Images">
        {images.map((image, index) => (
          <li key={image._id} className={styles.thumb}>
            <button
              type="button"
              className={styles.thumbButton}
              onClick={() => setViewing(index)}
              aria-label={`View image ${index + 1}`}
            >
              <img src={image.url} alt="" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer
        images={images}
        startIndex={viewing ?? 0}
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      />
    </>
  );
}

/** The words before a status change's note: a rejection's note is its reason. */
export const noteLabel = (to: string) => (to === 'REJECTED' ? 'Reason' : 'Note');

/** Each status change: who, when, from, to, and staff's note with it. */
export function ComplaintHistory({ history }: { history: Complaint['history'] }) {
  if (history.length === 0) return null;
  return (
    <section className={layout.stackSm} aria-label="History">
      <h3 className={layout.textStrong}>History</h3>
      <ol className={styles.history}>
        {history.map((entry) => {
          const who = entry.changedBy ? formatName(entry.changedBy.name) : 'Someone';
          const what =
            entry.from === null
              ? `Raised by ${who}`
              : `${statusLabel(entry.from)} → ${statusLabel(entry.to)} by ${who}`;
          return (
            <li key={`${entry.at}-${entry.to}`}>
              <span>{what}</span> <span className={layout.muted}>{formatComplaintDate(entry.at)}</span>
              {entry.note ? (
                <p className={styles.historyNote}>{`${noteLabel(entry.to)}: ${entry.note}`}</p>
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
}: {
  complaint: Complaint;
  showIssue?: boolean;
}) {
  return (
    <div className={layout.stack}>
      {showIssue ? (
        <div className={layout.stackXs}>
          <h3 className={layout.textStrong}>Issue</h3>
          <p className={styles.issueText}>{complaint.issue}</p>
        </div>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={complaint.status} />
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{categoryLabel(complaint.category)}</dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{`${complaint.roomId.roomNumber} / Bed ${complaint.bedId.bedNumber}`}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatComplaintDate(complaint.updatedAt)}</dd>
        </div>
      </dl>
      <div className={layout.stackXs}>
        <h3 className={layout.textStrong}>Images</h3>
        <ImageThumbnails images={complaint.images} />
      </div>
    </div>
  );
}
