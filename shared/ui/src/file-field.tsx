import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldBaseProps } from './field';
import { cx } from './class-names';
import { useKitLabels } from './kit-labels';
import * as styles from './field.module.css';

const MB = 1024 * 1024;

export interface FileFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  /** Which files the picker offers, e.g. 'image/*' or 'image/*,application/pdf'. */
  accept?: string;
  /**
   * The server's limit for one file (UPLOAD_LIMIT_MB): said in the hint before the upload starts,
   * and a larger file is refused as it is chosen (the field is emptied), never sent (issue 42).
   */
  maxMegabytes?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file picker. With react-hook-form its value is a FileList. */
export function FileField({
  label,
  hint,
  error,
  required,
  className,
  id,
  accept,
  maxMegabytes,
  onChange,
  ref,
  ...props
}: FileFieldProps) {
  const labels = useKitLabels();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // A hint that already says its size ('…, up to 5 MB.') is not told twice.
  const says = typeof hint === 'string' && /\bMB\b/.test(hint);
  const limit = maxMegabytes === undefined || says ? null : labels.fileLimit(maxMegabytes);
  const fullHint = limit
    ? typeof hint === 'string' && hint
      ? `${hint} ${limit}`
      : hint
        ? hint
        : limit
    : hint;
  const shownError = error ?? tooLarge ?? undefined;
  const ids = useFieldIds(id, fullHint, shownError);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const large = Array.from(event.target.files ?? []).find(
      (file) => maxMegabytes !== undefined && file.size > maxMegabytes * MB,
    );
    setTooLarge(large && maxMegabytes !== undefined ? labels.fileTooLarge(large.name, maxMegabytes) : null);
    // The form then reads an empty field: nothing too large is ever sent.
    if (large) event.target.value = '';
    onChange?.(event);
  };
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={fullHint}
      error={shownError}
      required={required}
      className={className}
    >
      <input
        ref={ref}
        id={ids.id}
        type="file"
        accept={accept}
        className={cx(styles.input, styles.file)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        onChange={change}
        {...props}
      />
    </FieldFrame>
  );
}
