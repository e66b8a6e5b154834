import { Button, Modal, cx } from '@pgportal/ui';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/catalogue';
import * as styles from './image-viewer.module.css';

interface ImageViewerProps {
  images: readonly { url: string }[];
  /** the image shown first when it opens */
  startIndex: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** in the tenant's language (their complaints); staff's stay English */
  translated?: boolean;
}

/**
 * SPEC §2: a full-screen overlay with thumbnails, an 'i / n' counter and a close button. Esc closes
 * (and focus goes back to the control that opened it); the left and right arrows cycle, wrapping
 * around at either end.
 */
export function ImageViewer({ images, startIndex, open, onOpenChange, translated = false }: ImageViewerProps) {
  const { t } = useT(translated);
  const [index, setIndex] = useState(startIndex);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(startIndex);
  }
  const count = images.length;
  const step = (by: number) => setIndex((current) => (current + by + count) % count);

  useEffect(() => {
    if (!open || count === 0) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // `step` only reads `count`, a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, count]);

  const current = images[Math.min(index, count - 1)];
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('viewerTitle')} className={styles.viewer}>
      {current ? (
        <div className={styles.body}>
          <p className={styles.counter} aria-live="polite">{`${index + 1} / ${count}`}</p>
          <div className={styles.stage}>
            <Button
              className={styles.arrow}
              variant="secondary"
              onClick={() => step(-1)}
              disabled={count < 2}
              aria-label={t('previousImage')}
            >
              ‹
            </Button>
            <img className={styles.image} src={current.url} alt={t('imageOfCount', { number: index + 1, count })} />
            <Button
              className={styles.arrow}
              variant="secondary"
              onClick={() => step(1)}
              disabled={count < 2}
              aria-label={t('nextImage')}
            >
              ›
            </Button>
          </div>
          <ul className={styles.thumbs} aria-label={t('thumbnails')}>
            {images.map((image, position) => (
              <li key={`${image.url}-${position}`}>
                <button
                  type="button"
                  className={cx(styles.thumb, position === index && styles.current)}
                  aria-label={t('showImage', { number: position + 1 })}
                  aria-current={position === index || undefined}
                  onClick={() => setIndex(position)}
                >
                  <img src={image.url} alt="" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Modal>
  );
}
