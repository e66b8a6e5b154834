import { MAX_COMPLAINT_IMAGES } from '@pgportal/contracts/schemas';
import { IMAGE_ACCEPT, IconButton, CloseIcon, FileField, imageFilesError, layout } from '@pgportal/ui';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import * as styles from './complaints.module.css';

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
  disabled?: boolean;
}

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

/** Several images with previews; each can be removed before sending. At most 10 in all. */
export function ImagesPicker({
  existing,
  onRemoveExisting,
  files,
  onFilesChange,
  disabled,
}: ImagesPickerProps) {
  const [error, setError] = useState<string | undefined>();
  const previews = usePreviews(files);
  const room = MAX_COMPLAINT_IMAGES - existing.length - files.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem =
      imageFilesError(picked) ??
      (picked.length > room ? `A complaint can have at most ${MAX_COMPLAINT_IMAGES} images.` : undefined);
    setError(problem);
    if (!problem) onFilesChange([...files, ...picked]);
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
      <FileField
        label="Images"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={disabled || room <= 0}
        hint={`Optional. JPEG, PNG or WebP, up to 5 MB each, at most ${MAX_COMPLAINT_IMAGES} in all.`}
        error={error}
        onChange={pick}
      />
      {thumbnails.length > 0 ? (
        <ul className={styles.thumbs} aria-label="Chosen images">
          {thumbnails.map((thumb) => (
            <li key={thumb.key} className={styles.thumb}>
              {thumb.url ? <img src={thumb.url} alt={thumb.name} /> : <span>{thumb.name}</span>}
              <IconButton
                className={styles.thumbRemove}
                label={`Remove ${thumb.name}`}
                size="sm"
                variant="secondary"
                onClick={thumb.remove}
                disabled={disabled}
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
