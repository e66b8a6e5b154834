import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './class-names';
import { FieldFrame, useFieldIds } from './field';
import type { FieldBaseProps } from './field';
import * as styles from './field.module.css';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** A labelled text input (text, email, tel, number, date...). */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  inputClassName,
  id,
  type = 'text',
  ref,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        id={ids.id}
        type={type}
        className={cx(styles.input, inputClassName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...props}
      />
    </FieldFrame>
  );
}

export type MoneyFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A labelled amount in rupees: a text input with the phone's decimal keypad, not `type="number"`,
 * whose browser check empties what it cannot read ('8,500' arrives blank and reads as missing) and
 * whose value a scroll wheel changes under a focused field. The form's money() rule (contracts)
 * reads and checks the text, and says what to fix.
 */
export function MoneyField(props: MoneyFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}

export interface TextAreaFieldProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** A visible counter 'n / max' that turns red at the limit (the caller tracks the length). */
  counter?: { length: number; max: number };
}

/** A labelled multi-line text input, with an optional character counter. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  id,
  counter,
  rows = 4,
  ref,
  ...props
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const counterText = counter ? (
    <span
      className={cx(styles.counter, counter.length >= counter.max && styles.counterLimit)}
      aria-live="polite"
    >
      {`${counter.length} / ${counter.max}`}
    </span>
  ) : null;
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      extra={counterText}
    >
      <textarea
        ref={ref}
        id={ids.id}
        rows={rows}
        className={cx(styles.input, styles.textarea)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...props}
      />
    </FieldFrame>
  );
}
