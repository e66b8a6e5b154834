import { MAX_COMPLAINT_IMAGES } from '@pgportal/contracts/schemas';
import { IconButton, CloseIcon, FileField, layout } from '@pgportal/ui';
import { IMAGE_ACCEPT, IMAGE_TYPES } from '@pgportal/ui/forms';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { isOverLimit, shrinkImages } from '../shrink-image';
import * as styles from './complaints.module.css';
import { useT } from '../../../i18n/catalogue';

export interface ExistingImage {
  _id: string;
  url: string;
}

interface ImagesPickerProps {
  /** images the complaint already has and keeps */
  existing: readonly ExistingImage[];
  onRemoveExisting: (id: string) => void;
  /** new images to send */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** told while photos over 5 MB are being made smaller (the form waits for them) */
  onShrinkingChange?: (shrinking: boolean) => void;
  disabled?: boolean;
}

const isImage = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/** Object URLs for the previews of picked files, revoked when they go. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * Several images with previews; each can be removed before sending. At most 10 in all. A photo
 * over 5 MB is made smaller in the browser first (issue 22); one that stays over is refused by name.
 */
export function ImagesPicker({
  existing,
  onRemoveExisting,
  files,
  onFilesChange,
  onShrinkingChange,
  disabled,
}: ImagesPickerProps) {
  const [error, setError] = useState<string | undefined>();
  const [shrinking, setShrinking] = useState(false);
  const previews = usePreviews(files);
  // only the tenant's form picks images, so its words follow the tenant's language
  const { t } = useT();
  const room = MAX_COMPLAINT_IMAGES - existing.length - files.length;

  const busy = (value: boolean) => {
    setShrinking(value);
    onShrinkingChange?.(value);
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = !picked.every(isImage)
      ? t('notAnImageFile')
      : picked.length > room
        ? t('tooManyImages', { max: MAX_COMPLAINT_IMAGES })
        : undefined;
    setError(problem);
    if (problem) return;
    if (!picked.some(isOverLimit)) {
      onFilesChange([...files, ...picked]);
      return;
    }
    busy(true);
    const { ready, refused } = await shrinkImages(picked);
    busy(false);
    // why photos could not be brought under the limit, naming them
    const names = refused.join(', ');
    setError(
      refused.length > 0
        ? t(refused.length === 1 ? 'cannotShrinkOne' : 'cannotShrinkMany', { names })
        : undefined,
    );
    onFilesChange([...files, ...ready]);
  };

  const thumbnails = [
    ...existing.map((image, index) => ({
      key: image._id,
      url: image.url,
      name: `image ${index + 1}`,
      remove: () => onRemoveExisting(image._id),
    })),
    ...files.map((file, index) => ({
      key: `new-${index}-${file.name}`,
      url: previews[index] ?? '',
      name: file.name,
      remove: () => onFilesChange(files.filter((_, other) => other !== index)),
    })),
  ];

  return (
    <div className={layout.stackSm}>
      {/* No maxMegabytes: a photo over the limit is made smaller here, not refused as it is chosen. */}
      <FileField
        label={t('images')}
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled || shrinking || room <= 0}
        hint={t('imagesHint', { max: MAX_COMPLAINT_IMAGES })}
        error={error}
        onChange={(event) => void pick(event)}
      />
      {shrinking ? (
        <p role="status" className={layout.muted}>
          {t('shrinkingPhotos')}
        </p>
      ) : null}
      {thumbnails.length > 0 ? (
        <ul className={styles.thumbs} aria-label={t('chosenImages')}>
          {thumbnails.map((thumb) => (
            <li key={thumb.key} className={styles.thumb}>
              {thumb.url ? <img src={thumb.url} alt={thumb.name} /> : <span>{thumb.name}</span>}
              <IconButton
                className={styles.thumbRemove}
                label={t('removeImage', { name: thumb.name })}
                size="sm"
                variant="secondary"
                onClick={thumb.remove}
                disabled={disabled || shrinking}
              >
                <CloseIcon size={14} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
