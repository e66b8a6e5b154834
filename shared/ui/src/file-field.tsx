import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field';
import type { FieldBaseProps } from './field';
import { cx } from './class-names';
import * as styles from './field.module.css';

export interface FileFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> {
  /** Which files the picker offers, e.g. 'image/*' or 'image/*,application/pdf'. */
  accept?: string;
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
  ref,
  ...props
}: FileFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={ids.id}
        type="file"
        accept={accept}
        className={cx(styles.input, styles.file)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...props}
      />
    </FieldFrame>
  );
}
