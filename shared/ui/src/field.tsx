// The frame every form field shares: label, control, hint and error text wired for
// assistive technology (aria-invalid, aria-describedby), so react-hook-form's
// `{...register('name')}` can be spread on any field of the kit.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names';
import * as styles from './field.module.css';

export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid. */
  error?: string;
  /** Shows a required marker beside the label. */
  required?: boolean;
  /** Classes for the wrapper. */
  className?: string;
}

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids for a control, its hint and its error. */
export function useFieldIds(
  idFromProps: string | undefined,
  hint: unknown,
  error: string | undefined,
): FieldIds {
  const generated = useId();
  const id = idFromProps ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({
  ids,
  label,
  hint,
  error,
  required,
  className,
  extra,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} extra={extra} />
    </div>
  );
}

export function FieldMessages({
  ids,
  hint,
  error,
  extra,
}: {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
  extra?: ReactNode;
}) {
  if (!hint && !error && !extra) return null;
  return (
    <div className={styles.messages}>
      <div>
        {error ? (
          <p className={styles.error} id={ids.errorId}>
            {error}
          </p>
        ) : null}
        {hint ? (
          <p className={styles.hint} id={ids.hintId}>
            {hint}
          </p>
        ) : null}
      </div>
      {extra}
    </div>
  );
}
